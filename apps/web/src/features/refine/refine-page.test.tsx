import { emptyResumeData, type Resume } from '@resume/core';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberUploadReport } from '@/features/resumes';
import { storeTokens } from '@/lib/session';
import { fakeApi, renderRoutes } from '@/test-render';
import { jsonResponse, testUser } from '@/test-utils';
import { RefinePage } from './refine-page';

const session = { user: testUser(), isLoading: false, setUser: vi.fn() };
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => session,
  SESSION_QUERY_KEY: ['session', 'me'],
}));
// The preview renders PDFs in workers; this test is about the analysis beside it.
vi.mock('./preview/with-preview', () => ({
  WithPreview: ({ children }: { children: ReactNode }) => children,
}));
// The posting reader (an NLP model) loads as fast as the machine allows, at times before the job
// match is first drawn: held back until the test opens the gate, the wait for it can be seen.
const readerGate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open: () => open() };
});
vi.mock('@resume/core', async (importOriginal) => {
  const core = await importOriginal<typeof import('@resume/core')>();
  return { ...core, loadPostingReader: () => readerGate.opened.then(() => core.loadPostingReader()) };
});

/** An upload whose two-column layout lost every job: no experience came through. */
const uploaded: Resume = {
  id: 'r1',
  name: 'Jane Doe',
  template: 'classic',
  data: {
    ...emptyResumeData(),
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'jane@example.com',
    location: 'London, UK',
    summary: 'Backend engineer who builds payment systems. I mentor new developers.',
    skills: [{ name: 'Go', level: null }],
    education: [
      {
        degree: 'BSc',
        field_of_study: 'Computer Science',
        institution: 'University of Manchester',
        city: '',
        country: '',
        start_date: '2013',
        graduation_date: '2016',
      },
    ],
  },
  version: 1,
  score: null,
  source: 'upload',
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

const BLAME = 'Your resume has no work experience.';
const NEUTRAL = 'We may have missed your work experience when reading your file — check the import.';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  storeTokens({ access_token: 'token', refresh_token: 'refresh', token_type: 'bearer' });
  fakeApi({
    'GET /resumes/r1': () => jsonResponse(200, uploaded),
    'POST /resumes/r1/analysis': () => jsonResponse(200, {}),
  });
});
afterEach(async () => {
  // Leaving the page stores the score: unmount, and let that request go, while the fake api answers.
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 10));
  vi.unstubAllGlobals();
});

const openAnalysis = () => renderRoutes([{ path: '/refine', element: <RefinePage /> }], '/refine?id=r1');

describe('the analysis of a resume whose import is not confirmed yet', () => {
  it('says the reading may have missed the experience, and leads to the import review', async () => {
    rememberUploadReport('r1', {
      warnings: ['Could not find any work experience'],
      checks: [],
      sections: [
        {
          section: 'experience',
          confidence: 'low',
          reasons: ['The “EXPERIENCE” heading was found, but nothing under it could be read.'],
        },
      ],
    });
    const { router } = openAnalysis();
    const findings = await screen.findByRole('region', { name: 'Worth improving' });
    expect(findings.textContent).toContain(NEUTRAL);
    expect(screen.queryByText(BLAME)).toBeNull();
    await userEvent
      .setup()
      .click(within(findings).getByRole('link', { name: `Check the import: ${NEUTRAL}` }));
    expect(router.state.location.search).toBe('?id=r1&review=1');
  });

  it('says what the resume lacks once the import is confirmed (no report kept)', async () => {
    openAnalysis();
    const first = await screen.findByRole('region', { name: 'Fix these first' });
    expect(first.textContent).toContain(BLAME);
    expect(screen.queryByText(NEUTRAL)).toBeNull();
  });
});

describe('the job match', () => {
  it('says it is reading the posting until the model has loaded, then lists the key terms', async () => {
    openAnalysis();
    await screen.findByRole('region', { name: 'Fix these first' });
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Job description (optional)'));
    await user.paste('Requirements: Go and Kubernetes.');
    // The rest of the analysis stays on screen while the job match waits for the reader (after the
    // analysis' debounce, which on a busy machine takes over a second).
    expect(await screen.findByText('Reading the job posting…', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Fix these first' })).toBeTruthy();
    readerGate.open();
    const missing = await screen.findByRole('list', { name: 'Missing keywords' }, { timeout: 15_000 });
    expect(missing.textContent).toContain('Kubernetes');
    expect(screen.queryByText('Reading the job posting…')).toBeNull();
  }, 20_000);
});
