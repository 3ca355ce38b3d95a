import { emptyResumeData, type ResumeData } from '@resume/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PhotoField } from './photo-field';
import { fitWithin, PhotoError, shrinkPhoto } from './shrink-photo';

// jsdom decodes no pictures and has no canvas: the field is tested against shrinkPhoto's contract.
const shrink = vi.hoisted(() => ({ result: 'data:image/jpeg;base64,/9j/AAAA' as string | Error }));
vi.mock('./shrink-photo', async (original) => ({
  ...(await original<typeof import('./shrink-photo')>()),
  shrinkPhoto: vi.fn(async () => {
    if (shrink.result instanceof Error) throw shrink.result;
    return shrink.result;
  }),
}));

function Host({ initial = '' }: { initial?: string }) {
  const [data, setData] = useState<ResumeData>({ ...emptyResumeData(), photo: initial });
  return (
    <>
      <PhotoField photo={data.photo} edit={(change) => setData(change)} />
      <output data-testid="stored">{data.photo}</output>
    </>
  );
}

const picture = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });

beforeEach(() => {
  shrink.result = 'data:image/jpeg;base64,/9j/AAAA';
  vi.mocked(shrinkPhoto).mockClear();
});

describe('the photo field', () => {
  it('stores the chosen picture shrunk, shows it, and removes it', async () => {
    const user = userEvent.setup();
    render(<Host />);
    expect(screen.queryByRole('img')).toBeNull();
    await user.upload(screen.getByLabelText('Choose a photo'), picture);
    expect(shrinkPhoto).toHaveBeenCalledWith(picture);
    expect(screen.getByTestId('stored').textContent).toBe('data:image/jpeg;base64,/9j/AAAA');
    expect(screen.getByRole('img', { name: 'As the resume prints it' }).getAttribute('src')).toBe(
      'data:image/jpeg;base64,/9j/AAAA',
    );
    expect(screen.getByLabelText('Replace photo')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.getByTestId('stored').textContent).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says why a picture could not be used, and keeps the photo it had', async () => {
    shrink.result = new PhotoError('This picture could not be read: choose a JPEG or PNG file');
    render(<Host initial="data:image/jpeg;base64,/9j/BBBB" />);
    await userEvent.setup().upload(screen.getByLabelText('Replace photo'), picture);
    expect(screen.getByRole('alert').textContent).toBe(
      'This picture could not be read: choose a JPEG or PNG file',
    );
    expect(screen.getByTestId('stored').textContent).toBe('data:image/jpeg;base64,/9j/BBBB');
  });

  it('names the templates that print it', () => {
    render(<Host />);
    expect(screen.getByRole('group', { name: 'Photo' }).textContent).toContain('(Portrait)');
  });
});

describe('shrinking a photo', () => {
  it('scales the longest side down to 400 px, keeping the proportions, never up', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 400, height: 300 });
    expect(fitWithin(1080, 1920)).toEqual({ width: 225, height: 400 });
    expect(fitWithin(200, 150)).toEqual({ width: 200, height: 150 });
  });

  it('refuses a file that is not a picture, with a message that says what to choose', async () => {
    const { shrinkPhoto: real } = await vi.importActual<typeof import('./shrink-photo')>('./shrink-photo');
    await expect(real(new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }))).rejects.toThrow(
      'Choose a picture: a JPEG or PNG file',
    );
  });
});
