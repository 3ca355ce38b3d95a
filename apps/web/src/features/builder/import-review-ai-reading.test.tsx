import {
  type AiReading,
  compareReadings,
  emptyResumeData,
  mergeReadings,
  type Resume,
  type ResumeData,
} from '@resume/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberUploadReport } from '@/features/resumes';
import { storeTokens } from '@/lib/session';
import { fakeApi, renderRoutes } from '@/test-render';
import { jsonResponse, testUser } from '@/test-utils';
import { BuilderPage } from './builder-page';

const session = { user: testUser(), isLoading: false, setUser: vi.fn() };
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => session,
  SESSION_QUERY_KEY: ['session', 'me'],
}));

/** The layout parser read the name and one position (its title run into the company), no phone. */
const layoutData: ResumeData = {
  ...emptyResumeData(),
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  experience: [
    {
      job_title: 'Senior Engineer Acme',
      company: 'Payments Ltd',
      city: '',
      country: '',
      start_date: '2020-01',
      end_date: null,
      is_current: true,
      company_description: '',
      achievements: ['Cut latency by 40%'],
    },
  ],
  skills: [{ name: 'Go', level: null }],
};

const uploaded: Resume = {
  id: 'r1',
  name: 'Jane Doe',
  template: 'classic',
  data: layoutData,
  version: 1,
  score: null,
  source: 'upload',
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

/** The model's checked reading: the phone, the title and company apart, one more skill. */
const aiData: ResumeData = {
  ...layoutData,
  phone: '+44 20 7946 0958',
  experience: [
    { ...(layoutData.experience[0] as ResumeData['experience'][number]), job_title: 'Senior Engineer' },
  ],
  skills: [
    { name: 'Go', level: null },
    { name: 'Python', level: null },
  ],
};

const answer: AiReading = {
  reading: aiData,
  rows: compareReadings(layoutData, aiData),
  unsupported: [{ path: 'experience.0.achievements.1', value: 'Grew revenue by 300%' }],
  writer: 'fake-model',
};

type Routes = Parameters<typeof fakeApi>[0];

function api(routes: Routes = {}) {
  return fakeApi({
    'GET /resumes/r1': () => jsonResponse(200, uploaded),
    'GET /ai/reading': () => jsonResponse(200, { available: true }),
    'POST /resumes/r1/ai-read': () => jsonResponse(200, answer),
    ...routes,
  });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  storeTokens({ access_token: 'token', refresh_token: 'refresh', token_type: 'bearer' });
  rememberUploadReport('r1', { warnings: [], checks: [], sections: [] });
});
afterEach(() => vi.unstubAllGlobals());

const openReview = () =>
  renderRoutes([{ path: '/builder', element: <BuilderPage /> }], '/builder?id=r1&review=1');

const panel = () => screen.getByRole('region', { name: 'Read with AI' });
const readButton = () => within(panel()).getByRole('button', { name: 'Read with AI' });
const row = (name: string) => screen.getByRole('group', { name });

describe('Read with AI on the import review', () => {
  it('is not offered when the server has no AI model', async () => {
    const { calls } = api({ 'GET /ai/reading': () => jsonResponse(200, { available: false }) });
    openReview();
    await screen.findByRole('heading', { level: 1, name: 'Check what we read' });
    await waitFor(() => expect(calls.some((c) => c.route === 'GET /ai/reading')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Read with AI' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Read with AI/ })).toBeNull();
  });

  it('shows progress, then both readings side by side, ours picked, and what was left out', async () => {
    let answerNow: (r: Response) => void = () => {};
    const { calls } = api({
      'POST /resumes/r1/ai-read': () => new Promise<Response>((resolve) => (answerNow = resolve)),
    });
    const user = userEvent.setup();
    openReview();
    await user.click(await screen.findByRole('button', { name: 'Read with AI' }));
    expect(within(panel()).getByRole('status').textContent).toContain('Reading your file with AI…');
    answerNow(jsonResponse(200, answer));

    const phone = await screen.findByRole('group', { name: 'Phone' });
    expect(within(phone).getByRole('radio', { name: /Ours/ })).toHaveProperty('checked', true);
    expect(within(phone).getByRole('radio', { name: /AI’s/ }).closest('label')?.textContent).toContain(
      '+44 20 7946 0958',
    );
    expect(within(phone).getByRole('radio', { name: /Ours/ }).closest('label')?.textContent).toContain(
      'Nothing read',
    );
    const position = row('Position: Senior Engineer Acme at Payments Ltd');
    expect(position.textContent).toContain('Senior Engineer at Payments Ltd');
    expect(panel().textContent).toContain('Read the same by both: Name; Email.');
    const leftOut = within(panel()).getByRole('region', { name: 'Left out: not in your file' });
    expect(leftOut.textContent).toContain(
      'The AI gave these but they are not in your file, so they were left out.',
    );
    expect(leftOut.textContent).toContain('“Grew revenue by 300%” (Position 1, achievement 2)');
    expect(calls.filter((c) => c.route === 'POST /resumes/r1/ai-read')).toHaveLength(1);
  });

  it("saves exactly the merged data when the AI's value is picked for one row, and goes back to the review", async () => {
    const { calls } = api({
      'PUT /resumes/r1': (body) =>
        jsonResponse(200, { ...uploaded, ...(body as object), version: 2 } satisfies Resume),
    });
    const user = userEvent.setup();
    openReview();
    await user.click(await screen.findByRole('button', { name: 'Read with AI' }));
    // By keyboard: the AI's side of the phone row is a radio like any other.
    within(await screen.findByRole('group', { name: 'Phone' }))
      .getByRole('radio', { name: /AI’s/ })
      .focus();
    await user.keyboard(' ');
    await user.click(within(panel()).getByRole('button', { name: 'Apply choices' }));

    await waitFor(() => expect(calls.some((c) => c.route === 'PUT /resumes/r1')).toBe(true));
    const put = calls.find((c) => c.route === 'PUT /resumes/r1')?.body as {
      version: number;
      data: ResumeData;
    };
    expect(put.version).toBe(1);
    expect(put.data).toEqual(mergeReadings(layoutData, aiData, answer.rows, new Set(['phone'])));
    expect(put.data.phone).toBe('+44 20 7946 0958');
    expect(put.data.experience[0]?.job_title).toBe('Senior Engineer Acme');
    expect(put.data.skills).toEqual(layoutData.skills);

    // Back on the review, which shows the saved data, with the button to read again.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Phone' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Contact' }).textContent).toContain('+44 20 7946 0958');
    expect(readButton()).toBeTruthy();
  });

  it("'Use all of AI's' picks the AI's value in every row that differs", async () => {
    const { calls } = api({
      'PUT /resumes/r1': (body) => jsonResponse(200, { ...uploaded, ...(body as object), version: 2 }),
    });
    const user = userEvent.setup();
    openReview();
    await user.click(await screen.findByRole('button', { name: 'Read with AI' }));
    await user.click(await within(panel()).findByRole('button', { name: 'Use all of AI’s' }));
    for (const name of ['Phone', 'Skills'])
      expect(within(row(name)).getByRole('radio', { name: /AI’s/ })).toHaveProperty('checked', true);
    await user.click(within(panel()).getByRole('button', { name: 'Apply choices' }));
    await waitFor(() => expect(calls.some((c) => c.route === 'PUT /resumes/r1')).toBe(true));
    const put = calls.find((c) => c.route === 'PUT /resumes/r1')?.body as { data: ResumeData };
    expect(put.data.experience[0]?.job_title).toBe('Senior Engineer');
    expect(put.data.skills.map((s) => s.name)).toEqual(['Go', 'Python']);
  });

  it('shows a failure in the server’s words with Try again, which reads again', async () => {
    let attempts = 0;
    api({
      'POST /resumes/r1/ai-read': () =>
        ++attempts === 1
          ? jsonResponse(504, {
              detail:
                'The AI model took too long to read your file. Please try again. Your credit was refunded.',
            })
          : jsonResponse(200, answer),
    });
    const user = userEvent.setup();
    openReview();
    await user.click(await screen.findByRole('button', { name: 'Read with AI' }));
    const alert = await within(panel()).findByRole('alert');
    expect(alert.textContent).toContain('took too long to read your file');
    expect(alert.textContent).toContain('Your credit was refunded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Phone' })).toBeTruthy();
    expect(attempts).toBe(2);
  });

  it('out of credits, offers Pro instead of a retry that would be refused', async () => {
    api({
      'POST /resumes/r1/ai-read': () =>
        jsonResponse(403, { detail: { msg: 'You have used all your AI credits.', code: 'no_credits' } }),
    });
    const user = userEvent.setup();
    openReview();
    await user.click(await screen.findByRole('button', { name: 'Read with AI' }));
    const notice = await screen.findByTestId('no-credits');
    expect(notice.textContent).toContain('You have used all your AI credits.');
    expect(
      within(notice)
        .getByRole('link', { name: /Upgrade to Pro/ })
        .getAttribute('href'),
    ).toBe('/upgrade');
    expect(within(panel()).queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(within(panel()).getByRole('button', { name: 'Close' }));
    expect(readButton()).toBeTruthy();
  });

  it('Cancel stops the reading and leaves the review as it was', async () => {
    let aborted = false;
    api({
      'POST /resumes/r1/ai-read': () => new Promise<Response>(() => {}),
    });
    const fetchSpy = vi.mocked(fetch);
    const user = userEvent.setup();
    openReview();
    await user.click(await screen.findByRole('button', { name: 'Read with AI' }));
    const signal = fetchSpy.mock.calls.find(([url]) => String(url).endsWith('/ai-read'))?.[1]?.signal;
    signal?.addEventListener('abort', () => {
      aborted = true;
    });
    await user.click(within(panel()).getByRole('button', { name: 'Cancel' }));
    expect(aborted).toBe(true);
    expect(readButton()).toBeTruthy();
  });
});
