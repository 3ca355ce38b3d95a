import { emptyExperience, emptyResumeData, type Resume, type User } from '@resume/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '@/lib/session';
import { fakeApi, renderRoutes } from '@/test-render';
import { eventStreamResponse, jsonResponse } from '@/test-utils';
import { BuilderPage } from './builder-page';

const user = {
  id: 'u1',
  email: null,
  is_registered: false,
  is_premium: false,
  credits: 5,
  credits_unlimited: false,
} as User;
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => ({ user, isLoading: false, setUser: vi.fn() }),
  SESSION_QUERY_KEY: ['session', 'me'],
}));

const resume: Resume = {
  id: 'r1',
  name: 'My resume',
  template: 'classic',
  data: {
    ...emptyResumeData(),
    summary: 'Engineer.',
    experience: [
      {
        ...emptyExperience(),
        job_title: 'Engineer',
        company: 'Acme',
        start_date: '2020-01',
        achievements: ['responsible for deploys'],
      },
    ],
  },
  version: 1,
  score: null,
  source: 'scratch',
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

const IMPROVED = 'Ran deploys every day for 12 services.';
let api: ReturnType<typeof fakeApi>;
let version = 1;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  version = 1;
  storeTokens({ access_token: 'token', refresh_token: 'refresh', token_type: 'bearer' });
  api = fakeApi({
    'GET /resumes/r1': () => jsonResponse(200, resume),
    'PUT /resumes/r1': (body) => {
      version += 1;
      const { data, name, template } = body as Resume;
      return jsonResponse(200, { ...resume, data, name, template, version });
    },
    'POST /ai/improve': () =>
      eventStreamResponse([{ chunk: IMPROVED }, { end: true, writer: 'Offline writer', warnings: [] }], {
        'X-AI-Writer': 'Offline writer',
      }),
    'POST /ai/summary': () =>
      eventStreamResponse([
        { chunk: 'Backend engineer with five years of deploys.' },
        { end: true, writer: 'Offline writer', warnings: [] },
      ]),
    'GET /credits': () => jsonResponse(200, { remaining: 4, unlimited: false }),
    'GET /user/me': () => jsonResponse(200, user),
  });
});
// The fake api stays until the file ends: unmounting flushes the editor through it.

const savedAchievements = () =>
  api.calls
    .filter((c) => c.route === 'PUT /resumes/r1')
    .map((c) => (c.body as Resume).data.experience[0]?.achievements[0]);

describe('AI in the builder', () => {
  it('saves pending edits first, and Accept goes through the editor (autosave sends it)', async () => {
    renderRoutes([{ path: '/builder', element: <BuilderPage /> }], '/builder?id=r1&step=experience');
    const input = await screen.findByLabelText('Engineer at Acme achievement 1');
    await userEvent.type(input, ' daily');
    await userEvent.click(screen.getByRole('button', { name: 'Improve achievement 1, Engineer at Acme' }));

    // The server reads the saved resume: the typed words reach it before the AI request.
    await waitFor(() => expect(api.calls.map((c) => c.route)).toContain('POST /ai/improve'));
    const routes = api.calls.map((c) => c.route);
    expect(routes.indexOf('PUT /resumes/r1')).toBeLessThan(routes.indexOf('POST /ai/improve'));
    expect(savedAchievements()[0]).toBe('responsible for deploys daily');

    const panel = await screen.findByRole('region', { name: 'Suggestion for achievement 1' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Accept' }));
    expect((input as HTMLInputElement).value).toBe(IMPROVED);
    await waitFor(() => expect(savedAchievements()).toContain(IMPROVED), { timeout: 3000 });
  });

  it('writes a summary beside the summary field, and Accept puts it there', async () => {
    renderRoutes([{ path: '/builder', element: <BuilderPage /> }], '/builder?id=r1&step=summary');
    await userEvent.click(await screen.findByRole('button', { name: 'Write my summary' }));
    const panel = await screen.findByRole('region', { name: 'Suggested summary' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Accept' }));
    expect((screen.getByLabelText('Professional summary') as HTMLTextAreaElement).value).toBe(
      'Backend engineer with five years of deploys.',
    );
    expect(api.calls.find((c) => c.route === 'POST /ai/summary')?.body).toEqual({ resume_id: 'r1' });
    await waitFor(
      () =>
        expect(
          api.calls.some(
            (c) => c.route === 'PUT /resumes/r1' && (c.body as Resume).data.summary.startsWith('Backend'),
          ),
        ).toBe(true),
      { timeout: 3000 },
    );
  });
});
