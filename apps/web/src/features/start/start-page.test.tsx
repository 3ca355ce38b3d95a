import type { OnboardingResponses, Resume } from '@resume/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '@/lib/session';
import { fakeApi, renderRoutes } from '@/test-render';
import { jsonResponse, testUser } from '@/test-utils';
import { StartPage } from './start-page';

const session = {
  user: testUser() as ReturnType<typeof testUser> | null,
  isLoading: false,
  setUser: vi.fn(),
};
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => session,
  SESSION_QUERY_KEY: ['session', 'me'],
}));

const CAREER_CHANGER: OnboardingResponses = {
  experience: '6-10 years',
  job_search_status: 'Yes, actively',
  background_field: 'Business/Marketing/Finance/Sales',
  resume_goal: 'Change careers',
};

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  storeTokens({ access_token: 'token', refresh_token: 'refresh', token_type: 'bearer' });
  api = fakeApi({
    'GET /resumes': () => jsonResponse(200, []),
    'POST /resumes': () => jsonResponse(201, { id: 'r9' } as Resume),
  });
});

const openStart = () => renderRoutes([{ path: '/start', element: <StartPage /> }], '/start');

async function startFromScratch() {
  await userEvent.setup().click(screen.getByRole('button', { name: /Start from scratch/ }));
  await waitFor(() => expect(api.calls.some((c) => c.route === 'POST /resumes')).toBe(true));
  return api.calls.find((c) => c.route === 'POST /resumes')!.body;
}

describe('/start with onboarding answers', () => {
  it('suggests the section order and template, and starts the resume in that template', async () => {
    session.user = testUser({ onboarding_responses: CAREER_CHANGER, is_premium: true });
    openStart();
    const suggested = screen.getByRole('region', { name: 'Suggested for you' });
    expect(
      within(within(suggested).getByRole('list', { name: 'Suggested section order' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent?.replace('→ ', '')),
    ).toEqual(['Contacts', 'Projects', 'Experience', 'Education', 'Skills', 'Summary']);
    expect(within(suggested).getByTestId('suggested-template').textContent).toContain('Sidebar');
    const body = (await startFromScratch()) as { template: string; data: Resume['data'] };
    expect(body.template).toBe('sidebar');
    // The suggested order is the new resume's own: it prints, and the builder edits it, that way.
    expect(body.data.sections?.order).toEqual(['summary', 'projects', 'experience', 'education', 'skills']);
    expect((await screen.findByTestId('location')).textContent).toBe('/builder?id=r9&step=contacts');
  });

  it('outlines the builder’s steps in that order: a student’s education first', () => {
    session.user = testUser({
      onboarding_responses: { ...CAREER_CHANGER, experience: 'no experience', background_field: 'Student' },
    });
    openStart();
    expect(screen.getByRole('button', { name: /Start from scratch/ }).textContent).toContain(
      'Contacts, education, experience, skills and a summary — about ten minutes.',
    );
  });
});

describe('/start for a guest', () => {
  it('suggests nothing and starts in the default template', async () => {
    session.user = testUser({ is_registered: false, email: null });
    openStart();
    expect(screen.queryByRole('region', { name: 'Suggested for you' })).toBeNull();
    expect(screen.getByRole('button', { name: /Start from scratch/ }).textContent).toContain(
      'Contacts, experience, education, skills and a summary — about ten minutes.',
    );
    expect(await startFromScratch()).toEqual({ template: 'classic' });
  });
});

describe('/start’s template gallery', () => {
  it('starts the new resume in the template picked from the gallery, the suggestion unpressed', async () => {
    session.user = testUser({ onboarding_responses: CAREER_CHANGER, is_premium: true });
    openStart();
    const gallery = screen.getByRole('region', { name: 'Choose a template' });
    const suggested = within(gallery).getByRole('button', { name: 'Sidebar, Pro template' });
    expect(suggested.getAttribute('aria-pressed')).toBe('true');
    await userEvent.setup().click(within(gallery).getByRole('button', { name: 'Minimal, free template' }));
    expect(suggested.getAttribute('aria-pressed')).toBe('false');
    expect(await startFromScratch()).toMatchObject({ template: 'minimal' });
  });

  it('draws the person’s latest resume when they have one', async () => {
    session.user = testUser();
    api = fakeApi({
      'GET /resumes': () =>
        jsonResponse(200, [
          { id: 'r1', name: 'Designer CV', template: 'modern', score: null, updated_at: '' },
        ]),
      'GET /resumes/r1': () => jsonResponse(200, { id: 'r1', data: { first_name: 'Ada' } }),
    });
    openStart();
    expect(await screen.findByText(/Each one shows your resume “Designer CV”/)).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.route === 'GET /resumes/r1')).toBe(true));
  });
});
