import { type BillingPlan, emptyResumeData, type Resume, type User } from '@resume/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '@/lib/session';
import { fakeApi, renderRoutes } from '@/test-render';
import { jsonResponse, testUser } from '@/test-utils';
import { ExportPage } from './export-page';

const user = testUser({ id: 'u1' });

const session = { user: user as User | null, isLoading: false, setUser: vi.fn() };
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => session,
  SESSION_QUERY_KEY: ['session', 'me'],
}));
vi.mock('@/lib/analytics', () => ({ track: vi.fn() }));

/** Not the default plan: whatever the server says is what the page must show. */
const plan: BillingPlan = {
  id: 'pro_6m',
  name: 'Pro — half a year',
  price_cents: 2500,
  currency: 'EUR',
  period_months: 6,
  recurring: false,
  money_back_days: 30,
  features: ['Clean PDF without watermark'],
};

const resume = (template: string, location = ''): Resume => ({
  id: 'r1',
  name: 'Backend',
  template,
  data: { ...emptyResumeData(), first_name: 'Jane', location },
  version: 1,
  score: null,
  source: 'scratch',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

function serve(template = 'classic', location = '') {
  return fakeApi({
    'GET /resumes/r1': () => jsonResponse(200, resume(template, location)),
    'GET /billing/plans': () => jsonResponse(200, [plan]),
    'GET /resumes/r1/export?format=txt': () =>
      new Response('Jane\n', {
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'content-disposition': 'attachment; filename="Backend.txt"',
        },
      }),
  });
}

const saved: string[] = [];
beforeEach(() => {
  session.user = user;
  localStorage.clear();
  sessionStorage.clear();
  storeTokens({ access_token: 'acc', refresh_token: 'ref', token_type: 'bearer' });
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderExport = () => renderRoutes([{ path: '/export', element: <ExportPage /> }], '/export?id=r1');

describe('export page', () => {
  it('offers every format, each with when to use it, and compares the plans the server offers', async () => {
    serve();
    renderExport();
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByText(/with a small “Created with ResumeCraft” line/)).toBeTruthy();
    for (const [format, when] of [
      ['Word', /recruiters and job portals ask for most.*in the footer/],
      ['TXT', /job-site forms and emails/],
      ['Markdown', /GitHub profile/],
      ['JSON', /structured data/],
      ['JSON Resume', /jsonresume\.org/],
    ] as const) {
      const button = screen.getByRole('button', { name: `Download ${format}` });
      expect(button.closest('li')?.textContent).toMatch(when);
    }

    const table = await screen.findByRole('table', { name: 'Free and Pro compared' });
    const header = within(table).getByRole('columnheader', { name: /Pro — half a year/ });
    expect(header.textContent).toContain('€25');
    expect(header.textContent).toContain('one payment for 6 months of access, no renewal');
    expect(header.textContent).toContain('30-day money-back guarantee');
    expect(within(table).getByRole('columnheader', { name: /Free/ }).textContent).toContain('Your plan');
  });

  it('offers US Letter first for a resume in the United States or Canada, A4 elsewhere', async () => {
    serve('classic', 'Toronto, ON');
    renderExport();
    const paper = (await screen.findByLabelText('Paper size')) as HTMLSelectElement;
    expect(paper.value).toBe('LETTER');
  });

  it('offers A4 first for a resume elsewhere', async () => {
    serve('classic', 'Madrid, Spain');
    renderExport();
    expect(((await screen.findByLabelText('Paper size')) as HTMLSelectElement).value).toBe('A4');
  });

  it('downloads under the name the server gives and says so', async () => {
    serve();
    renderExport();
    await userEvent.click(await screen.findByRole('button', { name: 'Download TXT' }));
    expect(await screen.findByText('Downloaded Backend.txt')).toBeTruthy();
    expect(saved).toEqual(['Backend.txt']);
  });

  it('offers a guest an account before the first download, with a button to download as a guest', async () => {
    session.user = { ...user, email: null, is_registered: false, is_verified: false };
    serve();
    renderExport();
    await userEvent.click(await screen.findByRole('button', { name: 'Download TXT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your free account' });
    expect(dialog.textContent).toContain('download it as a guest');
    expect(saved).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download as guest' }));
    expect(await screen.findByText('Downloaded Backend.txt')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a guest who closes the offer can still download with the next click', async () => {
    session.user = { ...user, email: null, is_registered: false, is_verified: false };
    serve();
    renderExport();
    await userEvent.click(await screen.findByRole('button', { name: 'Download TXT' }));
    await screen.findByRole('dialog', { name: 'Create your free account' });
    await userEvent.keyboard('{Escape}');
    expect(saved).toEqual([]);
    // Back where they were, not at the top of the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Download TXT' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download TXT' }));
    expect(await screen.findByText('Downloaded Backend.txt')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a free user whose resume is in a Pro template gets the way forward instead of a PDF button', async () => {
    serve('sidebar');
    renderExport();
    expect(await screen.findByText(/Sidebar is a Pro template/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download Word' })).toBeNull();
    expect(screen.getByText('Like the PDF, the Word file of a Pro template comes with Pro.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/upgrade?template=sidebar&id=r1',
    );
    expect(screen.getByRole('button', { name: 'Download TXT' })).toBeTruthy();
  });

  it('a Pro user gets a clean PDF in any template', async () => {
    session.user = { ...user, is_premium: true, credits_unlimited: true };
    serve('sidebar');
    renderExport();
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByText('Ready to print and send, without a watermark.')).toBeTruthy();
    const word = screen.getByRole('button', { name: 'Download Word' });
    expect(word.closest('li')?.textContent).not.toMatch(/footer/);
  });
});
