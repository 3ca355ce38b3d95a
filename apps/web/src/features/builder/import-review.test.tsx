import { emptyResumeData, type Resume } from '@resume/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberUploadReport } from '@/features/resumes';
import { storeTokens } from '@/lib/session';
import { fakeApi, renderRoutes } from '@/test-render';
import { jsonResponse, testUser } from '@/test-utils';
import { BuilderPage } from './builder-page';

// The experience step offers the AI writer, which reads the session for credits.
const session = { user: testUser(), isLoading: false, setUser: vi.fn() };
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => session,
  SESSION_QUERY_KEY: ['session', 'me'],
}));

/** An upload that read two positions, a school, skills and a language, but no summary or phone. */
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
    contacts: [
      { type: 'email', value: 'Jane@example.com', label: '' },
      { type: 'linkedin', value: 'linkedin.com/in/janedoe', label: '' },
    ],
    experience: [
      {
        job_title: 'Senior Engineer Acme',
        company: 'Payments Ltd',
        city: 'London',
        country: 'UK',
        start_date: '2020-01',
        end_date: null,
        is_current: true,
        company_description: '',
        achievements: ['Cut latency by 40%', 'Led a team of 5', 'Shipped the new checkout'],
      },
      {
        job_title: 'Engineer',
        company: 'Globex',
        city: '',
        country: '',
        start_date: '2017-03',
        end_date: '2019-12',
        is_current: false,
        company_description: '',
        achievements: [],
      },
    ],
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
    skills: [
      { name: 'Go', level: null },
      { name: 'Python', level: null },
    ],
    extras: {
      languages: [{ name: 'English', level: 'Native' }],
      certifications: [],
      projects: [],
      links: [],
    },
  },
  version: 1,
  score: null,
  source: 'upload',
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

const SPLIT = 'We were not sure where the job title ends and the company begins.';
const CERTIFICATE = 'A line may be a certification we could not read.';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  storeTokens({ access_token: 'token', refresh_token: 'refresh', token_type: 'bearer' });
  fakeApi({ 'GET /resumes/r1': () => jsonResponse(200, uploaded) });
  rememberUploadReport('r1', {
    warnings: ['Could not find your phone number'],
    checks: [
      { field: 'experience.0.company', message: SPLIT },
      { field: 'extras.certifications.0.name', message: CERTIFICATE },
    ],
    sections: [],
  });
});
afterEach(() => vi.unstubAllGlobals());

const openReview = () =>
  renderRoutes([{ path: '/builder', element: <BuilderPage /> }], '/builder?id=r1&review=1');

const section = (name: string) => screen.getByRole('region', { name });
const textOf = (name: string) => section(name).textContent ?? '';

describe('import review after an upload', () => {
  it('shows what was read, section by section, with what to check and what could not be read', async () => {
    openReview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Check what we read' })).toBeTruthy();
    expect(textOf('2 things to check')).toContain('Could not find your phone number');

    expect(textOf('Contact')).toContain('Jane Doe');
    expect(textOf('Contact')).toContain('jane@example.com');
    // The email again among the contacts is not repeated.
    const links = within(section('Contact')).getByText('Links').nextElementSibling;
    expect(links?.textContent).toBe('linkedin.com/in/janedoe');
    expect(textOf('Contact')).toMatch(/PhoneNot found/);
    expect(textOf('Summary')).toContain('Nothing was read here — you can add it in the builder.');

    const first = within(section('Experience')).getByRole('article', { name: 'Position 1' });
    for (const read of [
      'Senior Engineer Acme',
      'Payments Ltd',
      'London, UK',
      'Jan 2020 – Present',
      '3 achievements',
    ])
      expect(first.textContent).toContain(read);
    expect(textOf('Experience')).toContain('Mar 2017 – Dec 2019');
    const school = within(section('Education')).getByRole('article', { name: 'Education 1' });
    for (const read of ['BSc', 'Computer Science', 'University of Manchester', '2013 – 2016'])
      expect(school.textContent).toContain(read);
    expect(textOf('Skills')).toContain('Go, Python');
    expect(textOf('Languages')).toContain('English (Native)');
    expect(screen.queryByRole('region', { name: 'Certifications' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Projects' })).toBeNull();
  });

  it('marks an uncertain reading next to the item it concerns, in words', async () => {
    openReview();
    const experience = await screen.findByRole('region', { name: 'Experience' });
    const first = within(experience).getByRole('article', { name: 'Position 1' });
    const mark = within(first).getByRole('note', { name: `Check this: ${SPLIT}` });
    expect(mark.textContent).toContain('Check this');
    expect(mark.closest('dd')?.previousElementSibling?.textContent).toBe('Company');
    const second = within(experience).getByRole('article', { name: 'Position 2' });
    expect(within(second).queryByRole('note')).toBeNull();
    // A check about something not shown (no certification was read) still appears, at the top.
    const top = section('2 things to check');
    expect(within(top).getByRole('note', { name: `Check this: ${CERTIFICATE}` })).toBeTruthy();
  });

  it('Edit on a check about an optional list opens that list in its step', async () => {
    const { router } = openReview();
    const top = await screen.findByRole('region', { name: '2 things to check' });
    await userEvent.setup().click(within(top).getByRole('link', { name: `Edit this: ${CERTIFICATE}` }));
    // No certification was read: the list's own Add button takes the focus.
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Add a certification'));
    expect(router.state.location.search).toBe('?id=r1&step=education');
  });

  it('Edit on a check opens the builder at that field, focused', async () => {
    const { router } = openReview();
    const mark = await screen.findByRole('note', { name: `Check this: ${SPLIT}` });
    await userEvent.setup().click(within(mark).getByRole('link', { name: `Edit this: ${SPLIT}` }));
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-field')).toBe('experience.0.company'),
    );
    expect((document.activeElement as HTMLInputElement).value).toBe('Payments Ltd');
    expect(screen.queryByRole('heading', { name: 'Check what we read' })).toBeNull();
    expect(router.state.location.search).toBe('?id=r1&step=experience');
  });

  it('Edit on a section or an entry opens its builder step', async () => {
    const user = userEvent.setup();
    const { router } = openReview();
    await user.click(await screen.findByRole('link', { name: 'Edit Position 2' }));
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('data-field')).toBe('experience.1.job_title'),
    );
    await router.navigate('/builder?id=r1&review=1');
    await user.click(await screen.findByRole('link', { name: 'Edit Skills' }));
    expect(await screen.findByLabelText('Add a skill')).toBeTruthy();
    expect(router.state.location.search).toMatch(/^\?id=r1&step=skills/);
  });

  it('Continue goes on to the builder, by keyboard too, and the builder leads back', async () => {
    const user = userEvent.setup();
    const { router } = openReview();
    (await screen.findByRole('link', { name: 'Continue to the builder' })).focus();
    await user.keyboard('{Enter}');
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Jane');
    expect(router.state.location.search).toBe('?id=r1&step=contacts');
    const notice = screen.getByRole('region', { name: 'About your uploaded resume' });
    await user.click(within(notice).getByRole('link', { name: 'See what we read' }));
    expect(await screen.findByRole('heading', { name: 'Check what we read' })).toBeTruthy();
  });

  it('opens the builder instead when there is no fresh upload to review', async () => {
    sessionStorage.clear();
    const { router } = openReview();
    await screen.findByLabelText('First name');
    expect(router.state.location.search).toBe('?id=r1&step=contacts');
  });

  it('says plainly which section was probably misread, why, and what to do, and counts it', async () => {
    const reasons = [
      '6 lines carry dates, but only 2 positions were read: some may have been merged or lost.',
      '1 achievement looks like an employer, a place or dates (“Initech Solutions”): another position may have been read into the one above it.',
    ];
    rememberUploadReport('r1', {
      warnings: [],
      checks: [],
      sections: [
        { section: 'contact', confidence: 'high', reasons: [] },
        { section: 'experience', confidence: 'low', reasons },
        { section: 'education', confidence: 'high', reasons: [] },
        { section: 'skills', confidence: 'high', reasons: [] },
      ],
    });
    openReview();
    const top = await screen.findByRole('region', { name: '1 thing to check' });
    expect(screen.queryByText('Nothing looked uncertain')).toBeNull();
    expect(top.textContent).toContain('Parts of your file were probably read wrongly.');
    const pointer = within(top).getByRole('link', { name: 'We probably misread your work experience' });
    expect(pointer.getAttribute('href')).toBe('#misread-experience');

    const note = within(section('Experience')).getByRole('note', {
      name: 'We probably misread your work experience',
    });
    expect(note.id).toBe('misread-experience');
    expect(
      within(note)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(reasons);
    expect(note.textContent).toContain('Check it against your file and add the positions we missed.');
    // The sections read with confidence say nothing of the kind.
    expect(within(section('Education')).queryByRole('note')).toBeNull();
    expect(within(section('Contact')).queryByRole('note')).toBeNull();
  });

  it('counts a section that may be partly misread with the uncertain readings', async () => {
    rememberUploadReport('r1', {
      warnings: [],
      checks: [{ field: 'experience.0.company', message: SPLIT }],
      sections: [{ section: 'skills', confidence: 'medium', reasons: ['Only some skills were read.'] }],
    });
    openReview();
    const top = await screen.findByRole('region', { name: '2 things to check' });
    expect(within(top).getByRole('link', { name: 'We may have misread part of your skills' })).toBeTruthy();
    expect(within(section('Skills')).getByRole('note').textContent).toContain(
      'Check it against your file and add the skills we missed.',
    );
  });

  it('says nothing looked uncertain only when no reading and no section was in doubt', async () => {
    rememberUploadReport('r1', { warnings: [], checks: [], sections: [] });
    openReview();
    expect(await screen.findByRole('region', { name: 'Nothing looked uncertain' })).toBeTruthy();
  });

  it('shows loading, then says so when the resume cannot be loaded', async () => {
    fakeApi({ 'GET /resumes/r1': () => jsonResponse(404, { detail: 'Resume not found' }) });
    openReview();
    expect(screen.getByRole('status').textContent).toBe('Loading your resume');
    expect((await screen.findByRole('alert')).textContent).toContain('Resume not found');
    expect(screen.queryByRole('heading', { name: 'Check what we read' })).toBeNull();
  });
});
