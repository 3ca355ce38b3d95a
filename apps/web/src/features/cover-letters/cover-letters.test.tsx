import type { CoverLetter, CoverLetterListItem, ResumeListItem } from '@resume/core';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '@/lib/session';
import { fakeApi, renderRoutes } from '@/test-render';
import { fakeJwt, jsonResponse } from '@/test-utils';
import { CoverLetterEditorPage } from './cover-letter-editor-page';
import { CoverLetterSection } from './cover-letter-list';
import { WriteCoverLetterButton } from './write-cover-letter-button';

const LETTER: CoverLetter = {
  id: '11111111-1111-4111-8111-111111111111',
  resume_id: '22222222-2222-4222-8222-222222222222',
  job_description: 'Platform Engineer at Globex',
  version: 3,
  recipient_name: '',
  recipient_title: 'Hiring Manager',
  company: 'Globex',
  role: 'Platform Engineer',
  date: '3 March 2026',
  greeting: 'Dear Hiring Manager,',
  paragraphs: ['First.', 'Second.', 'Third.'],
  closing: 'Sincerely,',
  signature_name: 'Maria García',
  created_at: '2026-03-03T10:00:00Z',
  updated_at: '2026-03-03T10:00:00Z',
};
const ITEM: CoverLetterListItem = {
  id: LETTER.id,
  resume_id: LETTER.resume_id,
  company: 'Globex',
  role: 'Platform Engineer',
  date: '3 March 2026',
  updated_at: LETTER.updated_at,
};
const RESUME = { id: LETTER.resume_id, name: 'Main resume' } as ResumeListItem;

beforeEach(() => {
  localStorage.clear();
  storeTokens({ access_token: fakeJwt(900), refresh_token: 'r', token_type: 'bearer', guest_id: 'g' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the cover letter editor', () => {
  const open = () =>
    renderRoutes(
      [
        { path: '/cover-letters/:id', element: <CoverLetterEditorPage /> },
        { path: '/resumes', element: <p>Your resumes</p> },
      ],
      `/cover-letters/${LETTER.id}`,
    );
  const status = () => screen.getByRole('status').textContent ?? '';
  const puts = (api: { calls: { route: string; body: unknown }[] }) =>
    api.calls.filter((c) => c.route.startsWith('PUT'));
  /** Answers PUTs as the server does: the letter with the changes, one version on. */
  const saving = (from = LETTER) => {
    let current = from;
    return (body: unknown) => {
      const { version, ...changes } = body as { version: number };
      if (version !== current.version)
        return jsonResponse(409, { detail: { current_version: current.version } });
      current = { ...current, ...changes, version: current.version + 1 };
      return jsonResponse(200, current);
    };
  };

  it('shows a spinner while the letter loads, then its fields, all saved', async () => {
    fakeApi({ [`GET /cover-letters/${LETTER.id}`]: () => jsonResponse(200, LETTER) });
    open();
    expect(screen.getByRole('status').textContent).toContain('Loading your cover letter');
    const company = (await screen.findByLabelText('Company')) as HTMLInputElement;
    expect(company.value).toBe('Globex');
    // The server's bounds, held while typing rather than refused on save.
    expect(company.maxLength).toBe(120);
    expect(screen.getByRole('heading', { name: 'Platform Engineer at Globex' })).toBeTruthy();
    expect((screen.getByLabelText('Paragraph 2') as HTMLTextAreaElement).value).toBe('Second.');
    expect(status()).toContain('All changes saved');
  });

  it('saves by itself shortly after typing stops, at the version it read, without a Save button', async () => {
    const api = fakeApi({
      [`GET /cover-letters/${LETTER.id}`]: () => jsonResponse(200, LETTER),
      [`PUT /cover-letters/${LETTER.id}`]: saving(),
      'GET /cover-letters': () => jsonResponse(200, [ITEM]),
    });
    open();
    const greeting = await screen.findByLabelText('Greeting');
    await userEvent.clear(greeting);
    await userEvent.type(greeting, 'Dear Ms Rivera,');
    expect(status()).toContain('Editing…');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await waitFor(() => expect(status()).toContain('All changes saved'), { timeout: 4000 });
    // One request for the whole burst of typing, not one per key.
    expect(puts(api)).toHaveLength(1);
    expect(puts(api)[0]?.body).toMatchObject({ version: 3, greeting: 'Dear Ms Rivera,' });
    await userEvent.type(screen.getByLabelText('Closing'), '!');
    await waitFor(() => expect(puts(api)).toHaveLength(2), { timeout: 4000 });
    expect(puts(api)[1]?.body).toMatchObject({ version: 4, closing: 'Sincerely,!' });
  });

  it('reorders, removes and adds paragraphs from the keyboard, focus following the paragraph', async () => {
    const api = fakeApi({
      [`GET /cover-letters/${LETTER.id}`]: () => jsonResponse(200, LETTER),
      [`PUT /cover-letters/${LETTER.id}`]: saving(),
      'GET /cover-letters': () => jsonResponse(200, [ITEM]),
    });
    open();
    (await screen.findByRole('button', { name: 'Move paragraph 3 up' })).focus();
    await userEvent.keyboard('{Enter}');
    expect((screen.getByLabelText('Paragraph 2') as HTMLTextAreaElement).value).toBe('Third.');
    // Focus went with the paragraph: Enter again moves it on to the top.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move paragraph 2 up' }));
    await userEvent.keyboard('{Enter}');
    expect((screen.getByLabelText('Paragraph 1') as HTMLTextAreaElement).value).toBe('Third.');
    expect(document.activeElement).toBe(screen.getByLabelText('Paragraph 1'));

    screen.getByRole('button', { name: 'Remove paragraph 3' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByLabelText('Paragraph 3')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Paragraph 2'));

    screen.getByRole('button', { name: 'Add paragraph' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByLabelText('Paragraph 3'));
    await userEvent.keyboard('A new closing thought.');
    await waitFor(() => expect(status()).toContain('All changes saved'), { timeout: 4000 });
    expect(puts(api).at(-1)?.body).toMatchObject({
      paragraphs: ['Third.', 'First.', 'A new closing thought.'],
    });
  });

  it('sends the edits at once when the person leaves the page, without waiting for the pause', async () => {
    const api = fakeApi({
      [`GET /cover-letters/${LETTER.id}`]: () => jsonResponse(200, LETTER),
      [`PUT /cover-letters/${LETTER.id}`]: saving(),
      'GET /cover-letters': () => jsonResponse(200, [ITEM]),
    });
    open();
    await userEvent.type(await screen.findByLabelText('Recipient name'), 'Ana Rivera');
    await userEvent.click(screen.getByRole('link', { name: 'Back to your resumes and letters' }));
    expect(await screen.findByText('Your resumes')).toBeTruthy();
    await waitFor(() => expect(puts(api)).toHaveLength(1), { timeout: 500 });
    expect(puts(api)[0]?.body).toMatchObject({ recipient_name: 'Ana Rivera' });
  });

  it('keeps the edits in the browser while the server cannot be reached', async () => {
    fakeApi({
      [`GET /cover-letters/${LETTER.id}`]: () => jsonResponse(200, LETTER),
      [`PUT /cover-letters/${LETTER.id}`]: () => jsonResponse(503, { detail: 'Down for a moment' }),
    });
    open();
    await userEvent.type(await screen.findByLabelText('Recipient name'), 'Ana');
    await waitFor(() => expect(status()).toContain('Offline — changes kept on this device'), {
      timeout: 4000,
    });
    expect(localStorage.getItem(`cover-letter-draft:${LETTER.id}`)).toContain('Ana');
    expect(localStorage.getItem(`resume-draft:${LETTER.id}`)).toBeNull();
    // Leaving tries once more, still against the unreachable server; nothing is retried after.
    cleanup();
  });

  it('merges with a save made elsewhere (409) and lets the person choose where both changed', async () => {
    const elsewhere = { ...LETTER, version: 4, greeting: 'Hello Globex team,', closing: 'Best regards,' };
    let fresh = false;
    const api = fakeApi({
      [`GET /cover-letters/${LETTER.id}`]: () => jsonResponse(200, fresh ? elsewhere : LETTER),
      [`PUT /cover-letters/${LETTER.id}`]: saving(elsewhere),
      'GET /cover-letters': () => jsonResponse(200, [ITEM]),
    });
    open();
    const greeting = await screen.findByLabelText('Greeting');
    fresh = true;
    await userEvent.clear(greeting);
    await userEvent.type(greeting, 'Dear Ms Rivera,');
    const notice = await screen.findByRole('alert', {}, { timeout: 4000 });
    // The notice names the letter, not the resume whose editor it shares.
    expect(notice.textContent).toContain('This cover letter was also changed in another tab or device.');
    expect(notice.textContent).not.toContain('resume');
    expect(notice.textContent).toContain('Greeting');
    await waitFor(() => expect(status()).toContain('All changes saved'), { timeout: 4000 });
    // Both sides kept: my greeting, their closing, saved at their version.
    expect(puts(api).at(-1)?.body).toMatchObject({
      version: 4,
      greeting: 'Dear Ms Rivera,',
      closing: 'Best regards,',
    });
    expect((screen.getByLabelText('Closing') as HTMLInputElement).value).toBe('Best regards,');

    await userEvent.click(screen.getByRole('button', { name: 'Use the other version' }));
    expect((screen.getByLabelText('Greeting') as HTMLInputElement).value).toBe('Hello Globex team,');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(puts(api).at(-1)?.body).toMatchObject({ greeting: 'Hello Globex team,' }), {
      timeout: 4000,
    });
  });

  it('saves the latest edits before downloading, so the file has them', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:letter');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const api = fakeApi({
      [`GET /cover-letters/${LETTER.id}`]: () => jsonResponse(200, LETTER),
      [`PUT /cover-letters/${LETTER.id}`]: saving(),
      'GET /cover-letters': () => jsonResponse(200, [ITEM]),
      [`GET /cover-letters/${LETTER.id}/export?format=pdf`]: () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="Cover letter - Globex.pdf"',
          },
        }),
    });
    open();
    await userEvent.type(await screen.findByLabelText('Recipient name'), 'Ana Rivera');
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['Cover letter - Globex.pdf']));
    expect(createObjectURL).toHaveBeenCalled();
    const routes = api.calls.map((c) => c.route);
    expect(routes.indexOf(`PUT /cover-letters/${LETTER.id}`)).toBeLessThan(
      routes.indexOf(`GET /cover-letters/${LETTER.id}/export?format=pdf`),
    );
  });

  it('says why a download failed', async () => {
    fakeApi({
      [`GET /cover-letters/${LETTER.id}`]: () => jsonResponse(200, LETTER),
      [`GET /cover-letters/${LETTER.id}/export?format=docx`]: () =>
        jsonResponse(403, { detail: { code: 'premium_template', msg: 'This template needs Pro.' } }),
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Download Word' }));
    expect((await screen.findByRole('alert')).textContent).toBeTruthy();
  });

  it("says so when the letter is not the person's", async () => {
    fakeApi({
      [`GET /cover-letters/${LETTER.id}`]: () => jsonResponse(404, { detail: 'Cover letter not found' }),
    });
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('This cover letter was not found');
    expect(screen.getByRole('link', { name: 'Back to your resumes and letters' })).toBeTruthy();
  });
});

describe('the cover letters section', () => {
  const show = () =>
    renderRoutes([{ path: '/resumes', element: <CoverLetterSection resumes={[RESUME]} /> }], '/resumes');

  it('lists letters by role and company, and deletes one', async () => {
    const api = fakeApi({
      'GET /cover-letters': () => jsonResponse(200, [ITEM]),
      [`DELETE /cover-letters/${LETTER.id}`]: () => new Response(null, { status: 204 }),
    });
    show();
    const link = await screen.findByRole('link', { name: 'Platform Engineer at Globex' });
    expect(link.getAttribute('href')).toBe(`/cover-letters/${LETTER.id}`);
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete cover letter: Platform Engineer at Globex' }),
    );
    await waitFor(() =>
      expect(api.calls.map((c) => c.route)).toContain(`DELETE /cover-letters/${LETTER.id}`),
    );
  });

  it('starts a letter from a resume and a pasted posting, then opens it', async () => {
    const api = fakeApi({
      'GET /cover-letters': () => jsonResponse(200, []),
      'POST /cover-letters': () => jsonResponse(201, LETTER),
    });
    const { router } = show();
    expect(await screen.findByText('No cover letters yet.')).toBeTruthy();
    expect(screen.getByText(/Start one with "New cover letter"/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /New cover letter/ }));
    await userEvent.type(screen.getByLabelText('Job posting'), 'Platform Engineer at Globex');
    await userEvent.click(screen.getByRole('button', { name: 'Write a cover letter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cover-letters/${LETTER.id}`));
    expect(api.calls.find((c) => c.route === 'POST /cover-letters')?.body).toEqual({
      resume_id: RESUME.id,
      job_description: 'Platform Engineer at Globex',
    });
  });
});

describe('"Write a cover letter" on the Analyze step', () => {
  const show = (jobDescription: string, flush: () => Promise<void>) =>
    renderRoutes(
      [
        {
          path: '/refine',
          element: (
            <WriteCoverLetterButton resumeId={RESUME.id} jobDescription={jobDescription} flush={flush} />
          ),
        },
        { path: '/cover-letters/:id', element: <p>Editor</p> },
      ],
      '/refine',
    );

  it('is not offered before a posting is pasted', () => {
    fakeApi({});
    show('  ', async () => {});
    expect(screen.queryByRole('button', { name: 'Write a cover letter' })).toBeNull();
  });

  it('saves the edits first, drafts the letter from this resume and posting, and opens it', async () => {
    const api = fakeApi({ 'POST /cover-letters': () => jsonResponse(201, LETTER) });
    const order: string[] = [];
    const flush = vi.fn(async () => {
      order.push(`flush after ${api.calls.length} calls`);
    });
    const { router } = show('Platform Engineer at Globex\n', flush);
    await userEvent.click(screen.getByRole('button', { name: 'Write a cover letter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/cover-letters/${LETTER.id}`));
    expect(order).toEqual(['flush after 0 calls']);
    expect(api.calls.find((c) => c.route === 'POST /cover-letters')?.body).toEqual({
      resume_id: RESUME.id,
      job_description: 'Platform Engineer at Globex',
    });
  });
});
