import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TemplatePicker } from './template-picker';

function renderPicker(isPremium: boolean) {
  const onChoose = vi.fn();
  const onTry = vi.fn();
  render(
    <TemplatePicker
      showing="modern"
      isPremium={isPremium}
      name="Jane Doe"
      onChoose={onChoose}
      onTry={onTry}
    />,
  );
  return { onChoose, onTry };
}

describe('template picker', () => {
  it('shows every template with the Pro ones marked, and the previewed one pressed', () => {
    renderPicker(false);
    const names = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Classic',
      'Modern',
      'Executive, Pro template',
      'Sidebar, Pro template',
      'Compact, Pro template',
      'Elegant, Pro template',
    ]);
    expect(screen.getByRole('button', { name: 'Modern' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Clean sans-serif with a coloured name band.')).toBeTruthy();
    expect(screen.getAllByText('Jane Doe')).toHaveLength(6);
  });

  it('a free user chooses a free template, and only previews a Pro one', async () => {
    const { onChoose, onTry } = renderPicker(false);
    await userEvent.click(screen.getByRole('button', { name: 'Classic' }));
    await userEvent.click(screen.getByRole('button', { name: /Executive/ }));
    expect(onChoose).toHaveBeenCalledWith('classic');
    expect(onTry).toHaveBeenCalledWith('executive');
    expect(onChoose).not.toHaveBeenCalledWith('executive');
  });

  it('a Pro user chooses any template', async () => {
    const { onChoose, onTry } = renderPicker(true);
    await userEvent.click(screen.getByRole('button', { name: /Elegant/ }));
    expect(onChoose).toHaveBeenCalledWith('elegant');
    expect(onTry).not.toHaveBeenCalled();
  });

  it('shows the resume’s design panel under the templates when it may edit the resume', async () => {
    const edit = vi.fn();
    const { rerender } = render(
      <TemplatePicker showing="modern" isPremium={false} name="" onChoose={vi.fn()} onTry={vi.fn()} />,
    );
    expect(screen.queryByRole('heading', { name: 'Design' })).toBeNull();
    rerender(
      <TemplatePicker
        showing="modern"
        isPremium={false}
        name=""
        onChoose={vi.fn()}
        onTry={vi.fn()}
        edit={edit}
        design={{ accent: '#0f5f5a' }}
        location="Berlin, Germany"
      />,
    );
    expect(screen.getByRole('heading', { name: 'Design' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Teal' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Plum' }));
    expect(edit).toHaveBeenCalledTimes(1);
  });
});
