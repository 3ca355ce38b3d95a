import {
  emptyResumeData,
  guestAllowanceUsedMessage,
  NO_CREDITS_MESSAGE,
  type ResumeData,
  STOP_USES_CREDIT_NOTE,
  type User,
  withFigures,
} from '@resume/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '@/lib/session';
import { fakeApi } from '@/test-render';
import { controlledEventStream, eventStreamResponse, jsonResponse, testUser } from '@/test-utils';
import { AiResumeProvider } from '../ai-resume-context';
import { ImproveField } from './improve-field';
import { REPEATED_NOTE, UNCHANGED_NOTE } from './suggestion-panel';

const freeUser = testUser({ id: 'u1', credits: 3 });
const session = { user: freeUser as User | null, isLoading: false, setUser: vi.fn() };
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => session,
  SESSION_QUERY_KEY: ['session', 'me'],
}));

const ORIGINAL = 'responsible for managing deployments';
const IMPROVED = 'Managed deployments for 12 services, cutting release time by 40%.';
const FIELD = 'experience.0.achievements.0';
const WARNING = {
  kind: 'number',
  text: '40%',
  message: '"40%" is not on your resume. Check it before you accept.',
} as const;

const resumeData = (): ResumeData => ({
  ...emptyResumeData(),
  experience: [
    {
      job_title: 'Engineer',
      company: 'Acme',
      city: '',
      country: '',
      start_date: '2020-01',
      end_date: null,
      is_current: true,
      company_description: '',
      achievements: [ORIGINAL],
    },
  ],
});

const flush = vi.fn(async () => {});

/** An editor holding one achievement, with the Improve button beside it as the builder has it. */
function Editor() {
  const [data, setData] = useState(resumeData);
  const text = data.experience[0]!.achievements[0]!;
  return (
    <AiResumeProvider resumeId="r1" edit={(change) => setData(change)} flush={flush}>
      <ImproveField field={FIELD} text={text} what="achievement 1" context="Engineer at Acme">
        {({ button, panel }) => (
          <div>
            <input aria-label="Achievement 1" value={text} readOnly />
            {button}
            {panel}
          </div>
        )}
      </ImproveField>
    </AiResumeProvider>
  );
}

function renderEditor() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Editor />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const improveButton = () => screen.getByRole('button', { name: 'Improve achievement 1, Engineer at Acme' });
const panel = () => screen.getByRole('region', { name: 'Suggestion for achievement 1' });
const credits = (remaining: number) => () => jsonResponse(200, { remaining, unlimited: false });

/** The server for a free user with two credits, answering Improve with `improve`. */
const improveServer = (improve: () => Response | Promise<Response>) =>
  fakeApi({
    'POST /ai/improve': improve,
    'GET /credits': credits(2),
    'GET /user/me': () => jsonResponse(200, freeUser),
  });

beforeEach(() => {
  session.user = freeUser;
  flush.mockClear();
  localStorage.clear();
  storeTokens({ access_token: 'acc', refresh_token: 'ref', token_type: 'bearer' });
});
afterEach(() => vi.unstubAllGlobals());

describe('improving a text with AI', () => {
  it('streams the answer, shows a word diff with the warned fact highlighted, and Accept writes the field', async () => {
    const stream = controlledEventStream({ 'X-AI-Writer': 'Offline writer' });
    const api = fakeApi({
      'POST /ai/improve': () => stream.response,
      'GET /credits': credits(2),
      'GET /user/me': () => jsonResponse(200, { ...freeUser, credits: 2 }),
    });
    renderEditor();
    await userEvent.click(improveButton());

    // The resume is saved before the server reads it.
    await waitFor(() => expect(api.calls.map((c) => c.route)).toContain('POST /ai/improve'));
    expect(flush).toHaveBeenCalledOnce();
    expect(api.calls.find((c) => c.route === 'POST /ai/improve')?.body).toEqual({
      resume_id: 'r1',
      field: FIELD,
    });

    stream.send({ chunk: 'Managed deployments ' });
    const live = () => panel().querySelector('[aria-live="polite"]') as HTMLElement;
    await waitFor(() => expect(live().textContent).toContain('Managed deployments'));
    expect(within(panel()).getByText('Offline writer')).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: 'Stop' })).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: 'Accept' })).toBeNull();

    stream.send({ chunk: 'for 12 services, cutting release time by 40%.' });
    stream.send({ end: true, writer: 'Offline writer', warnings: [WARNING] });
    stream.close();
    const accept = await within(panel()).findByRole('button', { name: 'Accept' });

    const diff = screen.getByTestId('suggestion-diff');
    expect([...diff.querySelectorAll('del')].map((d) => d.textContent).join(' ')).toMatch(/responsible/);
    expect([...diff.querySelectorAll('ins')].map((d) => d.textContent).join(' ')).toMatch(/Managed/);
    // Not by colour alone: the changes are named for screen readers and struck/underlined.
    expect(diff.querySelector('del')?.textContent).toMatch(/^removed: /);
    expect(diff.querySelector('ins')?.className).toContain('underline');
    const marked = diff.querySelector('mark[data-warning="number"]');
    expect(marked?.textContent).toContain('40%');
    expect(within(panel()).getByText(WARNING.message)).toBeTruthy();

    await userEvent.click(accept);
    expect((screen.getByLabelText('Achievement 1') as HTMLInputElement).value).toBe(IMPROVED);
    expect(screen.queryByRole('region', { name: 'Suggestion for achievement 1' })).toBeNull();
    expect(document.activeElement).toBe(improveButton());
    // The credit count is fetched again once the request is over.
    expect(api.calls.map((c) => c.route)).toContain('GET /credits');
  });

  it('Reject leaves the text as it was', async () => {
    improveServer(() =>
      eventStreamResponse([{ chunk: IMPROVED }, { end: true, writer: 'gpt-test', warnings: [] }]),
    );
    renderEditor();
    await userEvent.click(improveButton());
    await userEvent.click(await within(panel()).findByRole('button', { name: 'Reject' }));
    expect((screen.getByLabelText('Achievement 1') as HTMLInputElement).value).toBe(ORIGINAL);
  });

  it('Stop aborts the request, keeps the text, and Try again asks once more', async () => {
    const first = controlledEventStream();
    const requests: string[] = [];
    improveServer(() => {
      requests.push('improve');
      return requests.length === 1
        ? first.response
        : eventStreamResponse([{ chunk: IMPROVED }, { end: true, writer: 'Offline writer', warnings: [] }]);
    });
    renderEditor();
    await userEvent.click(improveButton());
    first.send({ chunk: 'Managed' });
    await waitFor(() => expect(panel().textContent).toContain('Managed'));
    // Beside Stop: stopping now that text has arrived still costs the credit (the server's rule).
    expect(within(panel()).getByText(STOP_USES_CREDIT_NOTE)).toBeTruthy();
    await userEvent.click(within(panel()).getByRole('button', { name: 'Stop' }));

    await waitFor(() => expect(panel().getAttribute('data-suggestion-status')).toBe('stopped'));
    expect(panel().textContent).toContain('Stopped. Nothing was changed.');
    expect(first.cancelled).toBe(true);
    expect((screen.getByLabelText('Achievement 1') as HTMLInputElement).value).toBe(ORIGINAL);

    await userEvent.click(within(panel()).getByRole('button', { name: 'Try again' }));
    await within(panel()).findByRole('button', { name: 'Accept' });
    expect(requests).toHaveLength(2);
  });

  it("shows the server's message for an error in the stream and for too many requests", async () => {
    let answer = () => eventStreamResponse([{ chunk: 'Man' }, { error: 'The model is overloaded' }]);
    fakeApi({
      'POST /ai/improve': () => answer(),
      'GET /credits': credits(3),
      'GET /user/me': () => jsonResponse(200, freeUser),
    });
    renderEditor();
    await userEvent.click(improveButton());
    expect((await within(panel()).findByRole('alert')).textContent).toContain('The model is overloaded');
    expect((screen.getByLabelText('Achievement 1') as HTMLInputElement).value).toBe(ORIGINAL);

    answer = () =>
      new Response(JSON.stringify({ detail: { msg: 'Slow down', retry_after: 12 } }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '12' },
      });
    await userEvent.click(within(panel()).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(within(panel()).getByRole('alert').textContent).toContain(
        'Too many AI requests, try again in 12 s',
      ),
    );
  });

  it('when the server says there are no credits, shows the no-credits state with the upgrade', async () => {
    fakeApi({
      'POST /ai/improve': () =>
        jsonResponse(403, { detail: { msg: NO_CREDITS_MESSAGE, code: 'no_credits' } }),
      'GET /credits': credits(0),
      'GET /user/me': () => jsonResponse(200, { ...freeUser, credits: 0 }),
    });
    renderEditor();
    await userEvent.click(improveButton());
    const notice = await screen.findByTestId('no-credits');
    expect(notice.textContent).toContain(
      "You've used your 5 free AI credits. Upgrade to Pro for unlimited AI.",
    );
    expect(within(notice).getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/upgrade',
    );
    expect(within(panel()).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("a guest whose network has used the day's answers is told so, with an account as the way on", async () => {
    const msg = guestAllowanceUsedMessage(5);
    session.user = { ...freeUser, email: null, is_registered: false, is_verified: false };
    fakeApi({
      'POST /ai/improve': () => jsonResponse(403, { detail: { msg, code: 'no_credits' } }),
      'GET /credits': credits(0),
      'GET /user/me': () => jsonResponse(200, session.user),
    });
    renderEditor();
    // The guest's count says none are left, yet the request goes out: only the server knows why.
    await userEvent.click(improveButton());
    const notice = await screen.findByTestId('no-credits');
    expect(notice.textContent).toContain(msg);
    expect(within(notice).getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe(
      '/signup',
    );
  });

  it('a Pro user sees no credit note beside Stop', async () => {
    session.user = { ...freeUser, is_premium: true, credits_unlimited: true };
    const stream = controlledEventStream();
    fakeApi({
      'POST /ai/improve': () => stream.response,
      'GET /credits': () => jsonResponse(200, { remaining: 3, unlimited: true }),
      'GET /user/me': () => jsonResponse(200, session.user),
    });
    renderEditor();
    await userEvent.click(improveButton());
    stream.send({ chunk: 'Managed' });
    await waitFor(() => expect(panel().textContent).toContain('Managed'));
    expect(within(panel()).getByRole('button', { name: 'Stop' })).toBeTruthy();
    expect(within(panel()).queryByText(STOP_USES_CREDIT_NOTE)).toBeNull();
    stream.close();
  });

  it('at zero credits the button explains instead of asking the server', async () => {
    session.user = { ...freeUser, credits: 0 };
    const api = fakeApi({});
    renderEditor();
    expect(improveButton().getAttribute('title')).toContain('no AI credits left');
    await userEvent.click(improveButton());
    expect((await screen.findByTestId('no-credits')).textContent).toContain('Upgrade to Pro');
    expect(api.calls).toEqual([]);
    expect(flush).not.toHaveBeenCalled();
  });
});

describe("ask, don't leave slots (issue 36): a line without a figure asks for one", () => {
  const PLAIN = 'Managed deployments for the platform team.';
  const answered = () =>
    improveServer(() =>
      eventStreamResponse([{ chunk: PLAIN }, { end: true, writer: 'Offline writer', warnings: [] }]),
    );
  const field = () => screen.getByLabelText('Achievement 1') as HTMLInputElement;

  it('shows up to three labelled, optional questions, and Accept writes the answers into the line', async () => {
    answered();
    renderEditor();
    await userEvent.click(improveButton());
    const questions = await within(panel()).findByRole('group', { name: /add a figure\? \(optional/i });
    const inputs = within(questions).getAllByRole('textbox');
    expect(inputs.length).toBeGreaterThan(0);
    expect(inputs.length).toBeLessThanOrEqual(3);
    const people = within(questions).getByLabelText('How many people?');
    const period = within(questions).getByLabelText('Over what period?');
    // No slot in the answer: the questions are where a figure would go.
    expect(panel().textContent).not.toMatch(/\[/);

    await userEvent.type(people, '12');
    await userEvent.type(period, '6 months');
    const expected = withFigures(PLAIN, { people: '12', period: '6 months' });
    expect(expected).not.toBe(PLAIN);
    expect(within(questions).getByTestId('figure-preview').textContent).toContain(expected);
    await userEvent.click(within(panel()).getByRole('button', { name: 'Accept' }));
    expect(field().value).toBe(expected);
  });

  it('leaving them blank accepts the line without a figure', async () => {
    answered();
    renderEditor();
    await userEvent.click(improveButton());
    await within(panel()).findByRole('group', { name: /add a figure/i });
    await userEvent.click(within(panel()).getByRole('button', { name: 'Accept' }));
    expect(field().value).toBe(PLAIN);
  });

  it('is keyboard usable: Tab reaches the questions, Enter in one accepts the line', async () => {
    answered();
    renderEditor();
    await userEvent.click(improveButton());
    const people = await within(panel()).findByLabelText('How many people?');
    people.focus();
    await userEvent.keyboard('8');
    await userEvent.tab();
    expect(document.activeElement).toBe(within(panel()).getByLabelText('Over what period?'));
    await userEvent.keyboard('{Enter}');
    expect(field().value).toBe(withFigures(PLAIN, { people: '8' }));
  });

  it('an inflated part is highlighted and explained like an invented fact', async () => {
    const message =
      'Your line says you "helped with"; "Led" claims more than that. Keep your part as it was.';
    improveServer(() =>
      eventStreamResponse([
        { chunk: 'Led deployments for 12 services.' },
        { end: true, writer: 'gpt-test', warnings: [{ kind: 'inflated', text: 'Led', message }] },
      ]),
    );
    renderEditor();
    await userEvent.click(improveButton());
    await within(panel()).findByRole('button', { name: 'Accept' });
    expect(
      screen.getByTestId('suggestion-diff').querySelector('mark[data-warning="inflated"]')?.textContent,
    ).toContain('Led');
    expect(within(panel()).getByText(message)).toBeTruthy();
  });

  it('asks nothing when the answer already has a figure', async () => {
    improveServer(() =>
      eventStreamResponse([{ chunk: IMPROVED }, { end: true, writer: 'Offline writer', warnings: [] }]),
    );
    renderEditor();
    await userEvent.click(improveButton());
    await within(panel()).findByRole('button', { name: 'Accept' });
    expect(within(panel()).queryByRole('group', { name: /add a figure/i })).toBeNull();
  });
});

describe('"Try again" (issue 36): another phrasing, and the same answer again costs nothing', () => {
  it('sends the attempt number and the text shown, and says when the answer is the same', async () => {
    const FIRST = 'Supported deployments for the platform team.';
    const SECOND = 'Contributed to deployments for the platform team.';
    const answers = [
      [{ chunk: FIRST }, { end: true, writer: 'Offline writer', warnings: [] }],
      [{ chunk: SECOND }, { end: true, writer: 'Offline writer', warnings: [] }],
      [{ chunk: SECOND }, { end: true, writer: 'Offline writer', warnings: [], repeated: true }],
    ];
    let n = 0;
    const api = improveServer(() => eventStreamResponse(answers[n++] ?? []));
    renderEditor();
    await userEvent.click(improveButton());
    await within(panel()).findByRole('button', { name: 'Accept' });
    expect(within(panel()).queryByText(REPEATED_NOTE)).toBeNull();

    await userEvent.click(within(panel()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(panel().textContent).toContain('Contributed to'));
    await userEvent.click(await within(panel()).findByRole('button', { name: 'Try again' }));
    expect(await within(panel()).findByText(REPEATED_NOTE)).toBeTruthy();

    const bodies = api.calls.filter((c) => c.route === 'POST /ai/improve').map((c) => c.body);
    expect(bodies).toEqual([
      { resume_id: 'r1', field: FIELD },
      { resume_id: 'r1', field: FIELD, variant: 1, previous_answer: FIRST },
      { resume_id: 'r1', field: FIELD, variant: 2, previous_answer: SECOND },
    ]);
  });

  it("says so when the answer is the person's own line, for which no credit is used", async () => {
    improveServer(() =>
      eventStreamResponse([
        { chunk: `${ORIGINAL}.` },
        { end: true, writer: 'Offline writer', warnings: [], repeated: true },
      ]),
    );
    renderEditor();
    await userEvent.click(improveButton());
    expect(await within(panel()).findByText(UNCHANGED_NOTE)).toBeTruthy();
    expect(within(panel()).queryByText(REPEATED_NOTE)).toBeNull();
  });

  it('a new Improve starts again from the first attempt', async () => {
    const api = improveServer(() =>
      eventStreamResponse([{ chunk: IMPROVED }, { end: true, writer: 'Offline writer', warnings: [] }]),
    );
    renderEditor();
    await userEvent.click(improveButton());
    await userEvent.click(await within(panel()).findByRole('button', { name: 'Try again' }));
    await userEvent.click(await within(panel()).findByRole('button', { name: 'Reject' }));
    await userEvent.click(improveButton());
    await within(panel()).findByRole('button', { name: 'Accept' });
    const bodies = api.calls.filter((c) => c.route === 'POST /ai/improve').map((c) => c.body);
    expect(bodies.at(-1)).toEqual({ resume_id: 'r1', field: FIELD });
    expect(bodies[1]).toMatchObject({ variant: 1, previous_answer: IMPROVED });
  });
});
