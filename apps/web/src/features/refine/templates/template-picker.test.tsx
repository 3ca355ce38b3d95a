import { emptyResumeData } from '@resume/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test-render';
import { jsonResponse } from '@/test-utils';
import { TemplatePicker } from './template-picker';

/** The refine screen around the picker: its address names the resume, whose saved copy it may fetch. */
function Screen({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/refine?id=r1']}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi({ 'GET /resumes/r1': () => jsonResponse(200, { id: 'r1', data: emptyResumeData() }) });
});

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
    { wrapper: Screen },
  );
  return { onChoose, onTry };
}

describe('template picker', () => {
  it('shows every template with the Pro ones marked, and the previewed one pressed', () => {
    renderPicker(false);
    const names = screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Classic, free template',
      'Modern, free template',
      'Executive, Pro template',
      'Sidebar, Pro template',
      'Compact, Pro template',
      'Elegant, Pro template',
      'Minimal, free template',
      'Portrait, Pro template',
      'Creative, Pro template',
      'Academic CV, Pro template',
    ]);
    expect(screen.getByRole('button', { name: /^Modern/ }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Clean sans-serif with a coloured name band.')).toBeTruthy();
    // Without the resume (or where pages cannot be drawn) each template shows its sketch, named.
    expect(screen.getAllByText('Jane Doe')).toHaveLength(10);
  });

  it('a free user chooses a free template, and only previews a Pro one', async () => {
    const { onChoose, onTry } = renderPicker(false);
    await userEvent.click(screen.getByRole('button', { name: /^Classic/ }));
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
      { wrapper: Screen },
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

  it('draws the resume it is handed, else fetches the saved one named in the address', async () => {
    const props = { showing: 'modern', isPremium: false, name: 'Jane', onChoose: vi.fn(), onTry: vi.fn() };
    const { unmount } = render(<TemplatePicker {...props} data={emptyResumeData()} />, { wrapper: Screen });
    expect(api.calls).toEqual([]);
    unmount();
    render(<TemplatePicker {...props} />, { wrapper: Screen });
    await waitFor(() => expect(api.calls.map((call) => call.route)).toEqual(['GET /resumes/r1']));
  });
});
