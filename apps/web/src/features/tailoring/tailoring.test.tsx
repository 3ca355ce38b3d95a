import { emptyResumeData, type ResumeData, type Tailoring, type User } from '@resume/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AiResumeProvider } from '@/features/ai-writer';
import type { EditResume } from '@/features/builder';
import { storeTokens } from '@/lib/session';
import { fakeApi, renderRoutes } from '@/test-render';
import { eventStreamResponse, jsonResponse } from '@/test-utils';
import { TailorCopyButton } from './tailor-copy-button';
import { TailoringReview } from './tailoring-review';

vi.mock('@/features/auth/session-context', () => ({
  useSession: () => ({
    user: { id: 'u1', is_registered: true, is_premium: false } as User,
    isLoading: false,
  }),
  SESSION_QUERY_KEY: ['session', 'me'],
}));

const ORIGINAL = '11111111-1111-4111-8111-111111111111';
const COPY = '22222222-2222-4222-8222-222222222222';
const POSTING = 'Platform Engineer at Globex\n\nRequirements\n- Go, SQL and Terraform.';

const RESUME: ResumeData = {
  ...emptyResumeData(),
  summary: 'I like teams.',
  skills: ['React', 'Go', 'PostgreSQL'].map((name) => ({ name, level: null })),
};

const TAILORING: Tailoring = {
  resume_id: COPY,
  source_resume_id: ORIGINAL,
  role: 'Platform Engineer',
  company: 'Globex',
  job_description: POSTING,
  created_at: '2026-11-27T10:00:00Z',
  changes: [
    {
      id: 'summary',
      kind: 'summary',
      status: 'pending',
      before: 'I like teams.',
      after: 'Engineer experienced in Go and SQL. I like teams.',
      terms: ['Go', 'SQL'],
    },
    {
      id: 'skills',
      kind: 'skills_order',
      status: 'pending',
      before: ['React', 'Go', 'PostgreSQL'],
      after: ['Go', 'PostgreSQL', 'React'],
    },
    { id: 'skill-0', kind: 'add_skill', status: 'pending', skill: 'Terraform', required: true },
  ],
};

beforeEach(() => {
  sessionStorage.clear();
  storeTokens({ access_token: 'token', refresh_token: 'refresh', token_type: 'bearer' });
});
afterEach(() => vi.unstubAllGlobals());

/** The review over a resume held in state, as the builder's store holds it. */
function Harness({ onData }: { onData(data: ResumeData): void }) {
  const [data, setData] = useState(RESUME);
  const [posting, setPosting] = useState('');
  const edit: EditResume = (change) =>
    setData((d) => {
      const next = change(d);
      onData(next);
      return next;
    });
  return (
    <AiResumeProvider resumeId={COPY} edit={edit} flush={async () => {}}>
      <p data-testid="posting">{posting}</p>
      <p data-testid="skills">{data.skills.map((s) => s.name).join(', ')}</p>
      <p data-testid="summary">{data.summary}</p>
      <TailoringReview resumeId={COPY} edit={edit} jobDescription={posting} onJobDescription={setPosting} />
    </AiResumeProvider>
  );
}

/** The server's side: decisions accumulate, as they do in the database. */
function tailoringServer() {
  let current = TAILORING;
  return {
    [`GET /resumes/${COPY}/tailoring`]: () => jsonResponse(200, current),
    [`PATCH /resumes/${COPY}/tailoring`]: (body: unknown) => {
      const { decisions } = body as { decisions: { change_id: string; status: string }[] };
      const status = new Map(decisions.map((d) => [d.change_id, d.status]));
      current = {
        ...current,
        changes: current.changes.map((c) => ({ ...c, status: status.get(c.id) ?? c.status })),
      } as Tailoring;
      return jsonResponse(200, current);
    },
  };
}

describe('a tailored copy', () => {
  it('is made from the Analyze step and opened on its own Analyze step', async () => {
    const api = fakeApi({
      [`POST /resumes/${ORIGINAL}/tailored-copies`]: () =>
        jsonResponse(201, { resume: { id: COPY }, tailoring: TAILORING }),
      'GET /resumes': () => jsonResponse(200, []),
    });
    const flush = vi.fn(async () => {});
    const { router } = renderRoutes(
      [
        {
          path: '/refine',
          element: <TailorCopyButton resumeId={ORIGINAL} jobDescription={POSTING} flush={flush} />,
        },
      ],
      `/refine?id=${ORIGINAL}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Make a tailored copy for this job' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${COPY}`));
    expect(flush).toHaveBeenCalled();
    expect(api.calls[0]?.body).toEqual({ job_description: POSTING });
  });

  it('offers the upgrade at the free limit', async () => {
    fakeApi({
      [`POST /resumes/${ORIGINAL}/tailored-copies`]: () =>
        jsonResponse(403, {
          detail: { msg: 'Free accounts can keep up to 2 resumes.', code: 'resume_limit' },
        }),
      'GET /resumes': () => jsonResponse(200, []),
    });
    renderRoutes(
      [
        {
          path: '/refine',
          element: <TailorCopyButton resumeId={ORIGINAL} jobDescription={POSTING} flush={async () => {}} />,
        },
      ],
      '/refine',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Make a tailored copy for this job' }));
    expect(await screen.findByRole('link', { name: 'Upgrade to Pro' })).toBeTruthy();
  });

  it('shows nothing to review on a resume that is not a tailored copy', async () => {
    const api = fakeApi({
      [`GET /resumes/${COPY}/tailoring`]: () => jsonResponse(404, { detail: 'Not tailored' }),
    });
    renderRoutes([{ path: '/', element: <Harness onData={() => {}} /> }], '/');
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(screen.queryByRole('region', { name: /Tailored for/ })).toBeNull();
  });

  it('fills the posting, applies an accepted change to the resume and records the decision', async () => {
    const api = fakeApi(tailoringServer());
    const onData = vi.fn();
    renderRoutes([{ path: '/', element: <Harness onData={onData} /> }], '/');
    const panel = await screen.findByRole('region', { name: 'Tailored for Platform Engineer at Globex' });
    await waitFor(() => expect(screen.getByTestId('posting').textContent).toBe(POSTING));
    const skillsCard = within(panel)
      .getByText('Put the skills this job asks for first')
      .closest('li') as HTMLElement;
    await userEvent.click(within(skillsCard).getByRole('button', { name: 'Accept' }));
    expect(screen.getByTestId('skills').textContent).toBe('Go, PostgreSQL, React');
    await waitFor(() => expect(within(panel).getByText(/1 accepted, 0 rejected/)).toBeTruthy());
    expect(api.calls.at(-1)?.body).toEqual({ decisions: [{ change_id: 'skills', status: 'accepted' }] });
    expect(within(panel).queryByText('Put the skills this job asks for first')).toBeNull();
  });

  it('moves the focus on to the next change when one is decided from the keyboard', async () => {
    fakeApi(tailoringServer());
    renderRoutes([{ path: '/', element: <Harness onData={() => {}} /> }], '/');
    const panel = await screen.findByRole('region', { name: 'Tailored for Platform Engineer at Globex' });
    const cards = () => within(panel).getByRole('list', { name: 'Proposed changes' }).querySelectorAll('li');
    const before = cards().length;
    within(cards()[0] as HTMLElement)
      .getAllByRole('button')[0]!
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cards().length).toBe(before - 1));
    // Not the page's start: the next change's first button.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(cards()[0] as HTMLElement).getAllByRole('button')[0]),
    );
  });

  it('"Accept all" never adds a skill: that waits for the person to say they have it', async () => {
    const api = fakeApi(tailoringServer());
    renderRoutes([{ path: '/', element: <Harness onData={() => {}} /> }], '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Accept all changes' }));
    expect(screen.getByTestId('skills').textContent).toBe('Go, PostgreSQL, React');
    expect(api.calls.at(-1)?.body).toEqual({
      decisions: [
        { change_id: 'summary', status: 'accepted' },
        { change_id: 'skills', status: 'accepted' },
      ],
    });
    const ask = await screen.findByRole('list', { name: 'Requirements to add' });
    expect(within(ask).getByText(/lists Terraform as a requirement/)).toBeTruthy();
    await userEvent.click(within(ask).getByRole('button', { name: 'I have it, add it' }));
    expect(screen.getByTestId('skills').textContent).toBe('Go, PostgreSQL, React, Terraform');
    await waitFor(() => expect(screen.getByText(/every proposed change is reviewed/)).toBeTruthy());
  });

  it('rejecting changes nothing on the resume', async () => {
    fakeApi(tailoringServer());
    const onData = vi.fn();
    renderRoutes([{ path: '/', element: <Harness onData={onData} /> }], '/');
    const ask = await screen.findByRole('list', { name: 'Requirements to add' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.getByText(/0 accepted, 1 rejected/)).toBeTruthy());
    expect(onData).not.toHaveBeenCalled();
  });

  it('words the accepted summary again with the AI writer, aimed at the role and company', async () => {
    const REWRITTEN = 'Platform engineer who runs Go and SQL services. I like teams.';
    const api = fakeApi({
      ...tailoringServer(),
      'GET /credits': () => jsonResponse(200, { remaining: 3, unlimited: false }),
      'POST /ai/improve': () =>
        eventStreamResponse([{ chunk: REWRITTEN }, { end: true, writer: 'gpt-test', warnings: [] }]),
    });
    renderRoutes([{ path: '/', element: <Harness onData={() => {}} /> }], '/');
    const panel = await screen.findByRole('region', { name: 'Tailored for Platform Engineer at Globex' });
    const summaryCard = within(panel)
      .getByText('Rewrite the summary toward this job')
      .closest('li') as HTMLElement;
    await userEvent.click(within(summaryCard).getByRole('button', { name: 'Accept' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Improve the summary for this job' }));
    const suggestion = await screen.findByRole('region', { name: 'Suggestion for the summary for this job' });
    await userEvent.click(await within(suggestion).findByRole('button', { name: 'Accept' }));
    expect(screen.getByTestId('summary').textContent).toBe(REWRITTEN);
    const ask = api.calls.find((c) => c.route === 'POST /ai/improve');
    expect(ask?.body).toMatchObject({
      resume_id: COPY,
      field: 'summary',
      instruction: 'Aim it at the Platform Engineer role at Globex, leading with Go, SQL.',
    });
  });
});
