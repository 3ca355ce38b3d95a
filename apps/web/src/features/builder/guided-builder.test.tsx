import {
  emptyResumeData,
  guidanceFor,
  type OnboardingResponses,
  type Resume,
  suggestedArrangement,
} from '@resume/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '@/lib/session';
import { fakeApi, renderRoutes } from '@/test-render';
import { jsonResponse, testUser } from '@/test-utils';
import { BuilderPage } from './builder-page';

const STUDENT: OnboardingResponses = {
  experience: 'no experience',
  job_search_status: 'Soon, preparing',
  background_field: 'Student',
  resume_goal: 'Find part-time or first job',
};

const session = {
  user: testUser() as ReturnType<typeof testUser> | null,
  isLoading: false,
  setUser: vi.fn(),
};
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => session,
  SESSION_QUERY_KEY: ['session', 'me'],
}));

const resume: Resume = {
  id: 'r1',
  name: 'My resume',
  template: 'classic',
  data: emptyResumeData(),
  version: 1,
  score: null,
  source: 'scratch',
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

let api: ReturnType<typeof fakeApi>;
/** The resume the builder opens: `resume` unless a test gives another. */
let opened: Resume;
beforeEach(() => {
  localStorage.clear();
  opened = resume;
  storeTokens({ access_token: 'token', refresh_token: 'refresh', token_type: 'bearer' });
  api = fakeApi({
    'GET /resumes/r1': () => jsonResponse(200, opened),
    'PUT /resumes/r1': (body) => jsonResponse(200, { ...resume, ...(body as Partial<Resume>), version: 2 }),
  });
});
afterEach(() => {
  session.user = testUser();
});

const openBuilder = (step: string) =>
  renderRoutes([{ path: '/builder', element: <BuilderPage /> }], `/builder?id=r1&step=${step}`);

const stepNames = () =>
  within(screen.getByRole('navigation', { name: 'Builder steps' }))
    .getAllByRole('button')
    .map((b) => b.textContent?.replace(/^\d/, ''));

/** Whether `first` comes before `second` in the page. */
const before = (first: Node, second: Node) =>
  Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('the builder for a student (onboarding answers)', () => {
  beforeEach(() => {
    session.user = testUser({ onboarding_responses: STUDENT });
  });

  it('edits a resume started from the suggestion in its order: education first, projects before positions', async () => {
    // What /start writes into a resume started from the suggestion (start-page.tsx).
    const sections = suggestedArrangement(guidanceFor(STUDENT).order);
    opened = { ...resume, data: { ...emptyResumeData(), sections } };
    openBuilder('experience');
    await screen.findByText('No experience yet');
    expect(stepNames()).toEqual(['Contacts', 'Education', 'Experience', 'Skills', 'Summary']);
    expect(
      before(screen.getByRole('heading', { name: /Projects/ }), screen.getByText('No experience yet')),
    ).toBe(true);
    expect(screen.getByText(/^No job yet\?/)).toBeTruthy();
  });

  it('shows examples from student life in empty fields', async () => {
    openBuilder('contacts');
    expect((await screen.findByLabelText('Title')).getAttribute('placeholder')).toBe(
      'e.g. Junior Data Analyst',
    );
  });

  it('offers the suggested template, and uses it on request', async () => {
    openBuilder('contacts');
    const offer = await screen.findByRole('region', { name: 'Suggested template' });
    expect(offer.textContent).toContain('the Modern template');
    await userEvent.setup().click(within(offer).getByRole('button', { name: 'Use Modern' }));
    await waitFor(() =>
      expect(
        api.calls.some((c) => c.route === 'PUT /resumes/r1' && (c.body as Resume).template === 'modern'),
      ).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Suggested template' })).toBeNull();
  });

  it('stops offering the template once declined, on this resume', async () => {
    openBuilder('contacts');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Keep Classic' }));
    expect(screen.queryByRole('region', { name: 'Suggested template' })).toBeNull();
    expect(localStorage.getItem('template-suggestion-declined:r1')).toBe('modern');
  });
});

describe("the builder's steps follow the order the resume prints", () => {
  it("in the template's order until the person moves a section: the academic CV's education first", async () => {
    session.user = null;
    opened = { ...resume, template: 'academic' };
    openBuilder('experience');
    await screen.findByText('No experience yet');
    expect(stepNames()).toEqual(['Contacts', 'Education', 'Experience', 'Skills', 'Summary']);
  });

  it("in the person's own order once they moved a section, whatever the template", async () => {
    session.user = null;
    const order = ['skills', 'projects', 'experience'] as const;
    const sections = { order: [...order], headings: {}, hidden: [] };
    opened = { ...resume, template: 'academic', data: { ...emptyResumeData(), sections } };
    openBuilder('experience');
    await screen.findByText('No experience yet');
    expect(stepNames()).toEqual(['Contacts', 'Skills', 'Experience', 'Education', 'Summary']);
    expect(
      before(screen.getByRole('heading', { name: /Projects/ }), screen.getByText('No experience yet')),
    ).toBe(true);
  });
});

describe('the builder for a guest (no answers)', () => {
  it('keeps today’s order and examples, and suggests nothing', async () => {
    session.user = null;
    openBuilder('experience');
    await screen.findByText('No experience yet');
    expect(stepNames()).toEqual(['Contacts', 'Experience', 'Education', 'Skills', 'Summary']);
    expect(
      before(screen.getByText('No experience yet'), screen.getByRole('heading', { name: /Projects/ })),
    ).toBe(true);
    expect(screen.queryByRole('region', { name: 'Suggested template' })).toBeNull();
  });
});
