import { emptyResumeData, type ResumeData } from '@resume/core';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { EditResume } from '@/features/builder';
import { DesignPanel } from './design-panel';

/** The panel over a resume held in state, edited as the builder edits it; the last resume kept for the test. */
function renderPanel(start: Partial<ResumeData> = {}) {
  const saved: { data: ResumeData } = { data: { ...emptyResumeData(), location: 'Austin, TX', ...start } };
  function Harness() {
    const [data, setData] = useState(saved.data);
    const edit: EditResume = (change) =>
      setData((current) => {
        saved.data = change(current);
        return saved.data;
      });
    return <DesignPanel design={data.design} location={data.location} edit={edit} />;
  }
  render(<Harness />);
  return saved;
}

describe('design panel', () => {
  it('starts on the template’s own look, with nothing to reset', () => {
    renderPanel();
    expect(screen.getByRole('button', { name: /reset to template defaults/i })).toHaveProperty(
      'disabled',
      true,
    );
    expect((screen.getByLabelText('Font') as HTMLSelectElement).value).toBe('');
    expect(screen.getByRole('option', { name: 'Usual for the country (US Letter)' })).toBeTruthy();
  });

  it('keeps each choice in the resume’s design', async () => {
    const saved = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Navy' }));
    await userEvent.selectOptions(screen.getByLabelText('Font'), 'EB Garamond (serif)');
    await userEvent.selectOptions(screen.getByLabelText('Margins'), 'Wide (1 in)');
    await userEvent.selectOptions(screen.getByLabelText('Paper'), 'A4');
    await userEvent.selectOptions(screen.getByLabelText('Dates'), '09/2021');
    fireEvent.change(screen.getByLabelText('Text size'), { target: { value: '1.1' } });
    expect(saved.data.design).toEqual({
      accent: '#1b2a41',
      font: 'eb-garamond',
      margins: 'wide',
      paper: 'A4',
      date_format: 'MM/YYYY',
      font_scale: 1.1,
    });
    expect(screen.getByRole('button', { name: 'Navy' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('110%')).toBeTruthy();
  });

  it('takes any colour, warning when it is too light for text', async () => {
    const saved = renderPanel();
    const hex = screen.getByLabelText('Any colour (#rrggbb)');
    await userEvent.type(hex, '#ffcc0');
    expect(screen.getByText(/six hex digits/)).toBeTruthy();
    expect(saved.data.design).toBeUndefined();
    await userEvent.type(hex, '0');
    expect(saved.data.design).toEqual({ accent: '#ffcc00' });
    expect(screen.getByText(/light for text on white .* darker shade/)).toBeTruthy();
  });

  it('resets to the template’s own look, leaving no design in the resume', async () => {
    const saved = renderPanel({ design: { accent: '#0f5f5a', font: 'roboto' } });
    expect((screen.getByLabelText('Any colour (#rrggbb)') as HTMLInputElement).value).toBe('#0f5f5a');
    await userEvent.click(screen.getByRole('button', { name: /reset to template defaults/i }));
    expect(saved.data).not.toHaveProperty('design');
    expect((screen.getByLabelText('Any colour (#rrggbb)') as HTMLInputElement).value).toBe('');
  });

  it('takes a slider back at 100% as the template’s own spacing', () => {
    const saved = renderPanel({ design: { line_scale: 1.05 } });
    expect(screen.getByLabelText('Line spacing').getAttribute('aria-valuetext')).toBe('105%');
    fireEvent.change(screen.getByLabelText('Line spacing'), { target: { value: '1' } });
    expect(saved.data.design).toBeUndefined();
  });
});
