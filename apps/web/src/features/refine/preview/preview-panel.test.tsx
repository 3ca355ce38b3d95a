import type { ResumeData, User } from '@resume/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test-render';
import { testUser } from '@/test-utils';
import { PreviewPanel } from './preview-panel';

const session = { user: testUser() as User | null, isLoading: false, setUser: vi.fn() };
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => session,
  SESSION_QUERY_KEY: ['session', 'me'],
}));
// The page as a line saying what it shows: pdf.js and the render worker have no place here.
vi.mock('@/features/preview/page-preview', () => ({
  canDrawPreview: true,
  CannotDrawPreview: () => null,
  PagePreview: ({ options }: { options: { template: string } }) => <p>{`preview in ${options.template}`}</p>,
}));

function renderPanel(isPremium: boolean) {
  const onTemplateChange = vi.fn();
  const { router } = renderRoutes(
    [
      {
        path: '/refine',
        element: (
          <PreviewPanel
            resumeId="r1"
            data={{ first_name: 'Jane', last_name: 'Doe' } as ResumeData}
            template="modern"
            isPremium={isPremium}
            onTemplateChange={onTemplateChange}
            flush={async () => {}}
          />
        ),
      },
    ],
    '/refine?id=r1',
  );
  return { router, onTemplateChange };
}

describe('a free user choosing a Pro template (docs/product.md#templates)', () => {
  it('previews it on their resume, says it is Pro, keeps the free template, and using it leads to the upgrade', async () => {
    const { router, onTemplateChange } = renderPanel(false);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Executive, Pro template' }));

    expect(await screen.findByText('preview in executive')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('a Pro template');
    expect(onTemplateChange).not.toHaveBeenCalled();
    // Downloading now would be using the Pro template: no download of the other one in its place.
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Download PDF with Pro' }));
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe('/upgrade?template=executive&id=r1');
  });

  it('downloads the free template they have while not trying a Pro one', () => {
    renderPanel(false);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('a Pro user just chooses it', async () => {
    const { onTemplateChange } = renderPanel(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Executive, Pro template' }));
    expect(onTemplateChange).toHaveBeenCalledWith('executive');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });
});
