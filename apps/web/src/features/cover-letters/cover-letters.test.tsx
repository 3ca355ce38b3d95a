import type { CoverLetter, CoverLetterListItem, ResumeListItem } from '@resume/core';
import { screen, waitFor } from '@testing-library/react';
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
afterEach(() => vi.unstubAllGlobals());

describe('the cover letter editor', () => {
  const open = () =>
    renderRoutes(
      [{ path: '/cover-letters/:id', element: <CoverLetterEditorPage /> }],
      `/cover-letters/${LETTER.id}`,
    );

  it('edits, reorders and removes paragraphs, then saves at the version it read', async () => {
    const api = fakeApi({
      [`GET /cover-letters/${LETTER.id}`]: () => jsonResponse(200, LETTER),
      [`PUT /cover-letters/${LETTER.id}`]: (body) =>
        jsonResponse(200, { ...LETTER, ...(body as object), version: 4 }),
      'GET /cover-letters': () => jsonResponse(200, [ITEM]),
    });
    open();
    const greeting = await screen.findByLabelText('Greeting');
    expect(screen.getByRole('status').textContent).toContain('All changes saved');
    await userEvent.clear(greeting);
    await userEvent.type(greeting, 'Dear Ms Rivera,');
    await userEvent.click(screen.getByRole('button', { name: 'Move paragraph 3 up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove paragraph 1' }));
    expect(screen.getByRole('status').textContent).toContain('Unsaved changes');
    expect((screen.getByRole('button', { name: 'Download PDF' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('All changes saved'));
    const put = api.calls.find((c) => c.route.startsWith('PUT'));
    expect(put?.body).toMatchObject({
      version: 3,
      greeting: 'Dear Ms Rivera,',
      paragraphs: ['Third.', 'Second.'],
    });
    expect((screen.getByRole('button', { name: 'Download PDF' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("says so when the letter is not the person's", async () => {
    fakeApi({
      [`GET /cover-letters/${LETTER.id}`]: () => jsonResponse(404, { detail: 'Cover letter not found' }),
    });
    open();
    expect(await screen.findByRole('alert')).toBeTruthy();
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
