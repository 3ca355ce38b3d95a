import {
  COVER_LETTER_LIMITS,
  type CoverLetter,
  type CoverLetterListItem,
  type Resume,
  type User,
} from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { WATERMARK_TEXT } from '@resume/templates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfPages } from './support/pdf-text';
import { me, newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN_API_TOKEN = 'admin-token-for-cover-letter-tests-0123456789';
const POSTING = `Platform Engineer at Globex Corporation

We are growing our platform team. You will run services on Kubernetes and AWS.

Requirements:
- Strong TypeScript and Node.js
- PostgreSQL and Kafka in production`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminApiToken: ADMIN_API_TOKEN });
});
afterAll(() => t.close());

async function resumeOf(token: string, template = 'classic'): Promise<Resume> {
  const res = await t.request<Resume>('/api/v1/resumes', {
    token,
    body: { data: completeResume(), template },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function createLetter(token: string, body: Record<string, unknown>) {
  return t.request<CoverLetter>('/api/v1/cover-letters', { token, body });
}

async function download(id: string, format: string, token: string) {
  const response = await fetch(`${t.url}/api/v1/cover-letters/${id}/export?format=${format}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: new TextDecoder().decode(bytes) };
}

describe('cover letters', () => {
  it('are drafted, listed, read, edited, exported in every format and deleted', {
    timeout: 60_000,
  }, async () => {
    const { access_token: token } = await newGuest(t);
    const resume = await resumeOf(token);

    const created = await createLetter(token, { resume_id: resume.id, job_description: POSTING });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const letter = created.body;
    expect(letter).toMatchObject({ company: 'Globex Corporation', role: 'Platform Engineer', version: 1 });
    expect(letter.resume_id).toBe(resume.id);
    expect(letter.paragraphs[0]).toContain('the Platform Engineer role at Globex Corporation');
    expect(letter.signature_name).toBe('Jane Doe');
    // Drafted by the offline composer: no AI credit spent.
    expect((await me(t, token)).body.credits).toBe(5);

    const list = await t.request<CoverLetterListItem[]>('/api/v1/cover-letters', { token });
    expect(list.body.map((l) => l.id)).toEqual([letter.id]);
    expect(list.body[0]).toMatchObject({ company: 'Globex Corporation', role: 'Platform Engineer' });

    const read = await t.request<CoverLetter>(`/api/v1/cover-letters/${letter.id}`, { token });
    expect(read.body).toEqual(letter);

    const paragraphs = [...letter.paragraphs.slice(0, 2), 'I also brought a new idea.'];
    const saved = await t.request<CoverLetter>(`/api/v1/cover-letters/${letter.id}`, {
      method: 'PUT',
      token,
      body: { version: 1, greeting: 'Dear Ms Rivera,', paragraphs },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, greeting: 'Dear Ms Rivera,', paragraphs });
    expect(saved.body.company).toBe('Globex Corporation');

    const stale = await t.request<{ detail: { current_version: number } }>(
      `/api/v1/cover-letters/${letter.id}`,
      { method: 'PUT', token, body: { version: 1, closing: 'Best,' } },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.detail.current_version).toBe(2);

    const pdf = await download(letter.id, 'pdf', token);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    // Named for the person and the company, as a recruiter would file it.
    expect(pdf.headers.get('content-disposition')).toContain(
      'filename="Jane-Doe-Cover-Letter-Globex-Corporation.pdf"',
    );
    const pdfText = (await readPdfPages(pdf.bytes)).map((p) => p.text).join('\n');
    expect(pdfText).toContain('Globex Corporation');
    expect(pdfText).toContain('Platform Engineer');
    expect(pdfText).toContain('Dear Ms Rivera,');
    expect(pdfText).toContain('jane.doe@example.com'); // the resume's header
    expect(pdfText).toContain(WATERMARK_TEXT); // a free user's PDF, as resume PDFs

    const docx = await download(letter.id, 'docx', token);
    expect(docx.status).toBe(200);
    expect(docx.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(Buffer.from(docx.bytes.subarray(0, 2)).toString()).toBe('PK');

    const txt = await download(letter.id, 'txt', token);
    expect(txt.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(txt.text).toContain('Dear Ms Rivera,\n\n');
    expect(txt.text).toContain('I also brought a new idea.');

    const md = await download(letter.id, 'md', token);
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(md.text).toContain('Globex Corporation');

    const removed = await t.request(`/api/v1/cover-letters/${letter.id}`, { method: 'DELETE', token });
    expect(removed.status).toBe(204);
    expect((await t.request(`/api/v1/cover-letters/${letter.id}`, { token })).status).toBe(404);
  });

  it("answers 404 for another person's letter and resume, on every route", async () => {
    const owner = (await newGuest(t)).access_token;
    const other = (await newGuest(t)).access_token;
    const resume = await resumeOf(owner);
    const { body: letter } = await createLetter(owner, { resume_id: resume.id, job_description: POSTING });
    const path = `/api/v1/cover-letters/${letter.id}`;
    expect((await t.request(path, { token: other })).status).toBe(404);
    expect((await t.request(path, { method: 'PUT', token: other, body: { version: 1 } })).status).toBe(404);
    expect((await t.request(path, { method: 'DELETE', token: other })).status).toBe(404);
    expect((await download(letter.id, 'txt', other)).status).toBe(404);
    expect((await createLetter(other, { resume_id: resume.id, job_description: POSTING })).status).toBe(404);
    expect((await t.request(path, { token: owner })).status).toBe(200);
  });

  it('refuses invalid requests with 422 naming the field', async () => {
    const token = (await newGuest(t)).access_token;
    const resume = await resumeOf(token);
    const blank = await createLetter(token, { resume_id: resume.id, job_description: '  ' });
    expect(blank.status).toBe(422);
    expect((blank.body as unknown as { detail: { loc: unknown[] }[] }).detail[0]?.loc).toEqual([
      'body',
      'job_description',
    ]);
    const { body: letter } = await createLetter(token, { resume_id: resume.id, job_description: POSTING });
    const tooMany = await t.request<{ detail: { loc: unknown[] }[] }>(`/api/v1/cover-letters/${letter.id}`, {
      method: 'PUT',
      token,
      body: { version: 1, paragraphs: Array.from({ length: 7 }, () => 'A paragraph.') },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.detail[0]?.loc).toEqual(['body', 'paragraphs']);
    expect((await download(letter.id, 'json', token)).status).toBe(422);
  });

  it('keeps a free user to 10 letters, and a letter whose resume is deleted', async () => {
    const token = (await newGuest(t)).access_token;
    const resume = await resumeOf(token);
    const body = { resume_id: resume.id, job_description: POSTING };
    for (let i = 0; i < COVER_LETTER_LIMITS.freeLetters; i++) {
      expect((await createLetter(token, body)).status).toBe(201);
    }
    const over = await createLetter(token, body);
    expect(over.status).toBe(403);
    expect(over.body).toMatchObject({ detail: { code: 'cover_letter_limit' } });

    await t.request(`/api/v1/resumes/${resume.id}`, { method: 'DELETE', token });
    const list = await t.request<CoverLetterListItem[]>('/api/v1/cover-letters', { token });
    expect(list.body).toHaveLength(COVER_LETTER_LIMITS.freeLetters);
    expect(list.body.every((l) => l.resume_id === null)).toBe(true);
    const pdf = await download(list.body[0]!.id, 'pdf', token);
    expect(pdf.status).toBe(200);
    expect((await readPdfPages(pdf.bytes)).map((p) => p.text).join('\n')).toContain('Jane Doe');
  });

  it('gives Pro users a clean PDF', async () => {
    const guest = await newGuest(t);
    const user = (await me(t, guest.access_token)).body;
    const enabled = await t.request<User>(`/api/v1/users/${user.id}/premium/enable`, {
      method: 'PATCH',
      token: ADMIN_API_TOKEN,
    });
    expect(enabled.status).toBe(200);
    const resume = await resumeOf(guest.access_token, 'modern');
    const { body: letter } = await createLetter(guest.access_token, {
      resume_id: resume.id,
      job_description: POSTING,
    });
    const pdf = await download(letter.id, 'pdf', guest.access_token);
    expect(pdf.status).toBe(200);
    expect((await readPdfPages(pdf.bytes)).map((p) => p.text).join('\n')).not.toContain(WATERMARK_TEXT);
  });
});
