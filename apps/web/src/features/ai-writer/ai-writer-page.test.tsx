import { emptyExperience, emptyResumeData, type Resume, type User } from '@resume/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '@/lib/session';
import { fakeApi, renderRoutes } from '@/test-render';
import { eventStreamResponse, jsonResponse, testUser } from '@/test-utils';
import { AiWriterPage } from './ai-writer-page';

const user = testUser({
  id: 'u1',
  email: null,
  first_name: '',
  last_name: '',
  is_registered: false,
  is_verified: false,
  has_completed_onboarding: false,
  guest_id: 'g1',
});
const session = { user: user as User | null, isLoading: false, setUser: vi.fn() };
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => session,
  SESSION_QUERY_KEY: ['session', 'me'],
}));

const list = [
  { id: 'r1', name: 'Newest', template: 'classic', score: null, updated_at: '2026-02-02T00:00:00Z' },
  { id: 'r2', name: 'Backend', template: 'classic', score: null, updated_at: '2026-01-01T00:00:00Z' },
];
const backend: Resume = {
  id: 'r2',
  name: 'Backend',
  template: 'classic',
  version: 7,
  score: null,
  source: 'scratch',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  data: {
    ...emptyResumeData(),
    experience: [
      { ...emptyExperience(), start_date: '2019-01', achievements: ['Old role'] },
      { ...emptyExperience(), start_date: '2023-01', achievements: ['Kept'] },
    ],
  },
};

beforeEach(() => {
  session.user = user;
  localStorage.clear();
  storeTokens({ access_token: 'acc', refresh_token: 'ref', token_type: 'bearer' });
});

describe('the AI Writer page', () => {
  it('writes achievements from the chosen resume and adds them to its latest role', async () => {
    const api = fakeApi({
      'GET /resumes': () => jsonResponse(200, list),
      'POST /ai/writer': () =>
        eventStreamResponse(
          [
            { chunk: '- Cut deploy time by [X%]\n' },
            { chunk: '- Led a team of 4' },
            { end: true, writer: 'Offline writer', warnings: [] },
          ],
          { 'X-AI-Writer': 'Offline writer' },
        ),
      'GET /credits': () => jsonResponse(200, { remaining: 4, unlimited: false }),
      'GET /user/me': () => jsonResponse(200, { ...user, credits: 4 }),
      'GET /resumes/r2': () => jsonResponse(200, backend),
      'PUT /resumes/r2': (body) => jsonResponse(200, { ...backend, version: 8, ...(body as object) }),
    });
    renderRoutes([{ path: '/ai-writer', element: <AiWriterPage /> }], '/ai-writer?id=r2');

    // The resume of the address is chosen, not merely the newest.
    const picker = (await screen.findByLabelText('Write from this resume')) as HTMLSelectElement;
    await waitFor(() => expect(picker.value).toBe('r2'));
    await userEvent.click(screen.getByRole('radio', { name: 'Achievements' }));
    expect(screen.getByText(/the task, what changed/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('What should it say?'), 'Deploys at a fintech');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));

    const panel = await screen.findByRole('region', { name: 'Your achievements' });
    await within(panel).findByRole('button', { name: 'Copy' });
    expect(panel.textContent).toContain('Led a team of 4');
    expect(within(panel).getByText('Offline writer')).toBeTruthy();
    expect(api.calls.find((c) => c.route === 'POST /ai/writer')?.body).toEqual({
      kind: 'achievements',
      prompt: 'Deploys at a fintech',
      resume_id: 'r2',
    });

    await userEvent.click(within(panel).getByRole('button', { name: 'Add to my latest role' }));
    await within(panel).findByText(/Added to your latest role in “Backend”/);
    const put = api.calls.find((c) => c.route === 'PUT /resumes/r2')?.body as Resume;
    expect(put.version).toBe(7);
    expect(put.data.experience[1]?.achievements).toEqual([
      'Kept',
      'Cut deploy time by [X%]',
      'Led a team of 4',
    ]);
    expect(put.data.experience[0]?.achievements).toEqual(['Old role']);
  });

  it('Try again sends the attempt and the text shown, and says when the same answer cost nothing', async () => {
    const ANSWER = 'I can write a summary, achievements, a cover letter or tailoring advice.';
    let n = 0;
    const api = fakeApi({
      'GET /resumes': () => jsonResponse(200, list),
      'POST /ai/writer': () =>
        eventStreamResponse([
          { chunk: ANSWER },
          { end: true, writer: 'Offline writer', warnings: [], ...(n++ > 0 ? { repeated: true } : {}) },
        ]),
      'GET /credits': () => jsonResponse(200, { remaining: 4, unlimited: false }),
      'GET /user/me': () => jsonResponse(200, { ...user, credits: 4 }),
    });
    renderRoutes([{ path: '/ai-writer', element: <AiWriterPage /> }], '/ai-writer');
    await userEvent.click(await screen.findByRole('radio', { name: 'Free writing' }));
    await userEvent.type(screen.getByLabelText('What should it say?'), 'A poem about my cat');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Same answer as before — no credit used.')).toBeTruthy();
    const bodies = api.calls.filter((c) => c.route === 'POST /ai/writer').map((c) => c.body);
    expect(bodies[0]).not.toHaveProperty('variant');
    expect(bodies[0]).not.toHaveProperty('previous_answer');
    expect(bodies[1]).toMatchObject({ kind: 'free', variant: 1, previous_answer: ANSWER });
  });

  it('asks for a prompt for free writing instead of sending an empty request', async () => {
    const api = fakeApi({ 'GET /resumes': () => jsonResponse(200, []) });
    renderRoutes([{ path: '/ai-writer', element: <AiWriterPage /> }], '/ai-writer');
    await userEvent.click(screen.getByRole('radio', { name: 'Free writing' }));
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(screen.getByText('Write what you want the AI writer to write.')).toBeTruthy();
    expect(api.calls.map((c) => c.route)).not.toContain('POST /ai/writer');
  });

  it('at zero credits tells a registered user so and offers the upgrade', async () => {
    session.user = testUser({ credits: 0 });
    fakeApi({ 'GET /resumes': () => jsonResponse(200, list) });
    renderRoutes([{ path: '/ai-writer', element: <AiWriterPage /> }], '/ai-writer');
    const notice = await screen.findByTestId('no-credits');
    expect(notice.textContent).toContain("You've used your 5 free AI credits");
    expect(within(notice).getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/upgrade',
    );
  });

  it("reads a guest's count from GET /credits, where other guests of its network count too", async () => {
    session.user = { ...user, credits: 5 };
    const api = fakeApi({
      'GET /resumes': () => jsonResponse(200, list),
      'GET /credits': () => jsonResponse(200, { remaining: 0, unlimited: false }),
    });
    renderRoutes([{ path: '/ai-writer', element: <AiWriterPage /> }], '/ai-writer');
    await waitFor(() => expect(api.calls.map((c) => c.route)).toContain('GET /credits'));
    // No guess at why before the server says: the request will tell (and costs nothing).
    expect(screen.queryByTestId('no-credits')).toBeNull();
  });
});
