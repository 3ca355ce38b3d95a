import {
  fromJsonResume,
  type Resume,
  type ResumeData,
  resumeToMarkdown,
  resumeToPlainText,
  TEMPLATES,
  toJsonResume,
  type User,
} from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { parseResume } from '@resume/parser';
import { WATERMARK_TEXT } from '@resume/templates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../src/db/schema';
import { signUp } from './support/accounts';
import { readPdfPages } from './support/pdf-text';
import { me, newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

const ADMIN_API_TOKEN = 'admin-token-for-export-tests-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ adminApiToken: ADMIN_API_TOKEN });
});
afterAll(() => t.close());

type Download = { status: number; headers: Headers; bytes: Uint8Array; text: string };

/** The export as a client gets it: raw bytes, since a PDF is not text. */
async function download(app: TestApp, id: string, query: string, token?: string): Promise<Download> {
  const response = await fetch(`${app.url}/api/v1/resumes/${id}/export?${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: new TextDecoder().decode(bytes) };
}

/** The download's name for completeResume(): its person's (an accented one: the last test). */
const namedForJane = (extension: string) => `attachment; filename="Jane-Doe-Resume.${extension}"`;

async function createResume(
  app: TestApp,
  token: string,
  body: { name?: string; template?: string; data?: ResumeData },
) {
  const res = await app.request<Resume>('/api/v1/resumes', {
    token,
    body: { data: completeResume(), ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function proToken(): Promise<string> {
  const { tokens } = await signUp(t);
  const user = (await me(t, tokens.access_token)).body;
  const enabled = await t.request<User>(`/api/v1/users/${user.id}/premium/enable`, {
    method: 'PATCH',
    token: ADMIN_API_TOKEN,
  });
  expect(enabled.body.is_premium).toBe(true);
  return tokens.access_token;
}

describe('catalogue (public)', () => {
  it('GET /templates lists every template with its premium flag, without a bearer', async () => {
    const res = await t.request<unknown[]>('/api/v1/templates');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      TEMPLATES.map(({ id, name, premium, description }) => ({ id, name, premium, description })),
    );
    expect(res.body.length).toBeGreaterThanOrEqual(6);
  });

  it('GET /billing/plans offers the enabled plan only, in the shape of docs/http-api.md#billing', async () => {
    const res = await t.request<Record<string, unknown>[]>('/api/v1/billing/plans');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: 'pro_3m',
        name: 'Pro — 3 months',
        price_cents: 4000,
        currency: 'USD',
        period_months: 3,
        recurring: false,
        money_back_days: 14,
        features: expect.arrayContaining(['Clean PDF without watermark']),
      },
    ]);
  });
});

describe('PDF export', () => {
  it('a free user gets a watermarked PDF named after its person, the mark on every page', async () => {
    const { access_token } = await newGuest(t);
    const resume = await createResume(t, access_token, { name: 'Backend 2024', template: 'modern' });
    const res = await download(t, resume.id, 'format=pdf', access_token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(namedForJane('pdf'));
    expect(res.text.startsWith('%PDF-')).toBe(true);
    const pages = await readPdfPages(res.bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages[0]!.text).toContain('Jane Alexandra Doe');
    for (const page of pages) expect(page.text).toContain(WATERMARK_TEXT);
  });

  it('a Pro user gets a clean PDF, in a premium template too', async () => {
    const token = await proToken();
    for (const template of ['classic', 'executive']) {
      const resume = await createResume(t, token, { template });
      const res = await download(t, resume.id, 'format=pdf', token);
      expect(res.status).toBe(200);
      const pages = await readPdfPages(res.bytes);
      expect(pages[0]!.text).toContain('Jane Alexandra Doe');
      for (const page of pages) expect(page.text).not.toContain(WATERMARK_TEXT);
    }
  });

  it('a free user may choose a premium template, but not download it as a PDF; TXT and JSON still work', async () => {
    const { access_token } = await newGuest(t);
    const resume = await createResume(t, access_token, {});
    const chosen = await t.request<Resume>(`/api/v1/resumes/${resume.id}`, {
      method: 'PUT',
      token: access_token,
      body: { version: resume.version, template: 'sidebar' },
    });
    expect(chosen.status).toBe(200);
    const pdf = await download(t, resume.id, 'format=pdf', access_token);
    expect(pdf.status).toBe(403);
    expect(JSON.parse(pdf.text)).toEqual({
      detail: { msg: expect.stringContaining('Pro'), code: 'premium_template' },
    });
    expect((await download(t, resume.id, 'format=txt', access_token)).status).toBe(200);
    expect((await download(t, resume.id, 'format=json', access_token)).status).toBe(200);
  });

  it('renders on US Letter when asked, A4 otherwise (a resume in London)', async () => {
    const { access_token } = await newGuest(t);
    const resume = await createResume(t, access_token, {});
    const a4 = await readPdfPages((await download(t, resume.id, 'format=pdf', access_token)).bytes);
    const letter = await readPdfPages(
      (await download(t, resume.id, 'format=pdf&paper=LETTER', access_token)).bytes,
    );
    expect([a4[0]!.width, a4[0]!.height]).toEqual([595, 842]);
    expect([letter[0]!.width, letter[0]!.height]).toEqual([612, 792]);
  });

  it('renders on US Letter by default for a resume in the United States or Canada', async () => {
    const { access_token } = await newGuest(t);
    const resume = await createResume(t, access_token, {
      data: { ...completeResume(), location: 'Austin, TX' },
    });
    const byDefault = await readPdfPages((await download(t, resume.id, 'format=pdf', access_token)).bytes);
    const asked = await readPdfPages(
      (await download(t, resume.id, 'format=pdf&paper=A4', access_token)).bytes,
    );
    expect([byDefault[0]!.width, byDefault[0]!.height]).toEqual([612, 792]);
    expect([asked[0]!.width, asked[0]!.height]).toEqual([595, 842]);
  });

  it('keeps a non-ASCII name for browsers (filename*) with an ASCII fallback', async () => {
    const { access_token } = await newGuest(t);
    // A resume that names nobody is named after itself.
    const nobody = { ...completeResume(), first_name: '', last_name: '' };
    const resume = await createResume(t, access_token, { name: 'Currículum de María', data: nobody });
    const res = await download(t, resume.id, 'format=txt', access_token);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Curriculum de Maria.txt"; filename*=UTF-8''Curr%C3%ADculum%20de%20Mar%C3%ADa.txt`,
    );

    // A person's accented name too, the one the PDF prints.
    const maria = { ...completeResume(), first_name: 'María', middle_name: '', last_name: 'García' };
    const named = await createResume(t, access_token, { data: maria });
    const pdf = await download(t, named.id, 'format=pdf', access_token);
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="Maria-Garcia-Resume.pdf"; filename*=UTF-8''Mar%C3%ADa-Garc%C3%ADa-Resume.pdf`,
    );
    expect((await readPdfPages(pdf.bytes))[0]!.text).toContain('María García');
  });
});

describe('TXT and JSON export', () => {
  it('TXT is the plain-text resume in UTF-8', async () => {
    const { access_token } = await newGuest(t);
    const resume = await createResume(t, access_token, { name: 'Plain' });
    const res = await download(t, resume.id, 'format=txt', access_token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(namedForJane('txt'));
    expect(res.text).toBe(resumeToPlainText(resume.data));
    expect(res.text).toMatch(/^Jane Alexandra Doe\nSenior Software Engineer\n/);
    expect(res.text).toContain(
      '\nEXPERIENCE\nStaff Engineer — Northwind Payments\nMar 2021 – Present | London, United Kingdom\n',
    );
  });

  it('JSON is the ResumeData, exactly as stored', async () => {
    const { access_token } = await newGuest(t);
    const resume = await createResume(t, access_token, { name: 'Data' });
    const res = await download(t, resume.id, 'format=json', access_token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('content-disposition')).toBe(namedForJane('json'));
    expect(JSON.parse(res.text)).toEqual(resume.data);
  });
});

describe('Word export', () => {
  const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  // A .docx is a zip; the names of its parts are stored as plain bytes in the archive's directory.
  const hasFooter = (file: Download) => file.text.includes('word/footer');

  it('a free user gets the Word file with the watermark line in its footer; Pro gets it clean', async () => {
    const guest = await newGuest(t);
    const free = await createResume(t, guest.access_token, { name: 'Word' });
    const res = await download(t, free.id, 'format=docx', guest.access_token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(DOCX);
    expect(res.headers.get('content-disposition')).toBe(namedForJane('docx'));
    const read = await parseResume(res.bytes);
    expect(read.fileType).toBe('docx');
    expect(read.data).toMatchObject({ first_name: 'Jane', last_name: 'Doe' });
    expect(hasFooter(res)).toBe(true);

    const pro = await proToken();
    const clean = await createResume(t, pro, {});
    expect(hasFooter(await download(t, clean.id, 'format=docx', pro))).toBe(false);
  });

  it('a Pro template is Pro in Word too', async () => {
    const { access_token } = await newGuest(t);
    const resume = await createResume(t, access_token, { template: 'sidebar' });
    const res = await download(t, resume.id, 'format=docx', access_token);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.text)).toEqual({
      detail: { msg: expect.stringContaining('download it as a Word file'), code: 'premium_template' },
    });
  });
});

describe('Markdown and JSON Resume export', () => {
  it('Markdown is the resume as CommonMark, in UTF-8', async () => {
    const { access_token } = await newGuest(t);
    const resume = await createResume(t, access_token, { name: 'Notes' });
    const res = await download(t, resume.id, 'format=md', access_token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(namedForJane('md'));
    expect(res.text).toBe(resumeToMarkdown(resume.data));
    expect(res.text).toMatch(/^# Jane Alexandra Doe\n\n\*\*Senior Software Engineer\*\*\n/);
    expect(res.text).toContain('\n## Experience\n\n### Staff Engineer — Northwind Payments\n');
  });

  it('JSON Resume holds the resume in that schema, and reads back as the same resume', async () => {
    const { access_token } = await newGuest(t);
    const resume = await createResume(t, access_token, { name: 'Data' });
    const res = await download(t, resume.id, 'format=jsonresume', access_token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.headers.get('content-disposition')).toBe(namedForJane('resume.json'));
    const json = JSON.parse(res.text);
    expect(json).toEqual(toJsonResume(resume.data));
    expect(json.basics).toMatchObject({ name: 'Jane Alexandra Doe', label: 'Senior Software Engineer' });
    expect(fromJsonResume(json).experience.map((job) => job.company)).toEqual(
      resume.data.experience.map((job) => job.company),
    );
  });
});

describe('who may export what', () => {
  it("someone else's resume, or one that does not exist, is 404 Resume not found", async () => {
    const owner = await newGuest(t);
    const resume = await createResume(t, owner.access_token, {});
    const stranger = await newGuest(t);
    for (const id of [resume.id, crypto.randomUUID(), 'not-a-uuid']) {
      const res = await download(t, id, 'format=pdf', stranger.access_token);
      expect(res.status).toBe(404);
      expect(JSON.parse(res.text)).toEqual({ detail: 'Resume not found' });
    }
  });

  it('needs a bearer', async () => {
    const owner = await newGuest(t);
    const resume = await createResume(t, owner.access_token, {});
    expect((await download(t, resume.id, 'format=txt')).status).toBe(401);
  });

  it('an unknown or missing format, or an unknown paper, is 422 naming the parameter', async () => {
    const { access_token } = await newGuest(t);
    const resume = await createResume(t, access_token, {});
    for (const [query, field] of [
      ['format=rtf', 'format'],
      ['', 'format'],
      ['format=pdf&paper=A3', 'paper'],
    ]) {
      const res = await download(t, resume.id, query!, access_token);
      expect(res.status).toBe(422);
      expect(JSON.parse(res.text).detail).toEqual([expect.objectContaining({ loc: ['querystring', field] })]);
    }
  });
});

describe('analytics', () => {
  it('records resume_export with the format and template of each download', async () => {
    const { access_token } = await newGuest(t);
    const user = (await me(t, access_token)).body;
    const resume = await createResume(t, access_token, { template: 'modern' });
    const formats = ['pdf', 'docx', 'txt', 'md', 'json', 'jsonresume'];
    for (const format of formats) await download(t, resume.id, `format=${format}`, access_token);
    const events = await t.deps.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, user.id));
    expect(events.filter((e) => e.name === 'resume_export').map((e) => e.props)).toEqual(
      formats.map((format) => ({ format, template: 'modern' })),
    );
  });
});

describe('rendering off the request thread', () => {
  it('other requests are answered while PDFs render', async () => {
    // Three users with two exports each: as many as each may have in flight.
    const exporters = await Promise.all(
      [1, 2, 3].map(async () => {
        const { access_token } = await newGuest(t);
        return { access_token, resume: await createResume(t, access_token, {}) };
      }),
    );
    let exportsDone = 0;
    const exports = exporters.flatMap(({ access_token, resume }) =>
      [1, 2].map(() =>
        download(t, resume.id, 'format=pdf', access_token).then((res) => {
          exportsDone += 1;
          return res.status;
        }),
      ),
    );
    const user = await me(t, exporters[0]!.access_token);
    expect(user.status).toBe(200);
    expect(exportsDone).toBeLessThan(6);
    expect(await Promise.all(exports)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('answers 503 with Retry-After when too many renders are waiting', async () => {
    const busy = await createTestApp({}, { size: 1, maxQueue: 0 });
    try {
      const { access_token } = await newGuest(busy);
      const resume = await createResume(busy, access_token, {});
      const res = await download(busy, resume.id, 'format=pdf', access_token);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(JSON.parse(res.text)).toEqual({ detail: expect.stringMatching(/try again/i) });
    } finally {
      await busy.close();
    }
  });

  it('answers 503 when a render passes its time limit; TXT is unaffected', async () => {
    const slow = await createTestApp({ exportRenderTimeoutMs: 1 });
    try {
      const { access_token } = await newGuest(slow);
      const resume = await createResume(slow, access_token, {});
      const res = await download(slow, resume.id, 'format=pdf', access_token);
      expect(res.status).toBe(503);
      expect(JSON.parse(res.text)).toEqual({
        detail: 'Creating the PDF took too long. Please try again in a moment.',
      });
      expect((await download(slow, resume.id, 'format=txt', access_token)).status).toBe(200);
    } finally {
      await slow.close();
    }
  });
});
