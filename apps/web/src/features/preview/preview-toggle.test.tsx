import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PreviewToggle } from './preview-toggle';

describe('the Preview toggle below the wide layout', () => {
  it('shows and hides the page, says which, and draws nothing while hidden', async () => {
    render(
      <PreviewToggle label="Preview">
        <p>the page</p>
      </PreviewToggle>,
    );
    const toggle = screen.getByRole('button', { name: 'Preview' });
    const region = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(region).not.toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('the page')).toBeNull();

    const user = userEvent.setup();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'Preview' }).textContent).toBe('the page');

    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('the page')).toBeNull();
  });
});
