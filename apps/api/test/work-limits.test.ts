import { randomUUID } from 'node:crypto';
import { RESUME_LIMITS, type Resume, type ResumeData, type User } from '@resume/core';
import { largestResume, oversizedResume } from '@resume/core/testing';
import { sampleResumePdf, sampleResumeTxt } from '@resume/parser/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resumes } from '../src/db/schema';
import { exportResume } from '../src/modules/export/service';
import { uploadResume } from '../src/modules/resumes/upload-service';
import { findUserById, type UserRow } from '../src/modules/users/repo';
import { CpuWork } from '../src/workers/cpu-work';
import { PoolBusyError } from '../src/workers/fair-queue';
import { newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';
import { uploadFile } from './support/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function guestWithResume(data: ResumeData) {
  const { access_token: token } = await newGuest(t);
  const res = await t.request<Resume>('/api/v1/resumes', { token, body: { data } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { token, resume: res.body };
}

async function exportPdf(id: string, token: string) {
  const started = performance.now();
  const response = await fetch(`${t.url}/api/v1/resumes/${id}/export?format=pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = await response.arrayBuffer();
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    text: new TextDecoder().decode(body),
    ms: performance.now() - started,
  };
}

describe('what a resume may hold', () => {
  it('refuses a save past the limits with 422 naming the field, and keeps the resume as it was', async () => {
    const { token, resume } = await guestWithResume(largestResume());
    const tooMany = { ...resume.data, experience: oversizedResume().experience.slice(0, 31) };
    const res = await t.request<{ detail: { loc: unknown[]; msg: string }[] }>(
      `/api/v1/resumes/${resume.id}`,
      {
        method: 'PUT',
        token,
        body: { version: resume.version, data: tooMany },
      },
    );
    expect(res.status).toBe(422);
    expect(res.body.detail).toContainEqual(
      expect.objectContaining({
        loc: ['body', 'data', 'experience'],
        msg: `A resume can hold at most ${RESUME_LIMITS.entries.experience} positions`,
      }),
    );
    const stored = await t.request<Resume>(`/api/v1/resumes/${resume.id}`, { token });
    expect(stored.body).toMatchObject({ version: resume.version, data: resume.data });
  });

  it('refuses a save whose text together is over the total, saying how long it is', async () => {
    const { access_token: token } = await newGuest(t);
    const data = {
      summary: 'x'.repeat(5000),
      experience: Array(20).fill({ company_description: 'y'.repeat(2000) }),
    };
    const res = await t.request<{ detail: { loc: unknown[]; msg: string }[] }>('/api/v1/resumes', {
      token,
      body: { data },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'data'],
        msg: 'This resume is too long: 45,000 characters, and a resume can hold at most 40,000. Shorten or remove some entries.',
      }),
    ]);
  });

  it('still opens a resume stored under older limits, refuses it as a PDF at once, and gives it as TXT', async () => {
    const { token, resume } = await guestWithResume(largestResume());
    await t.deps.db.update(resumes).set({ data: oversizedResume() }).where(eq(resumes.id, resume.id));
    const opened = await t.request<Resume>(`/api/v1/resumes/${resume.id}`, { token });
    expect(opened.status).toBe(200);
    expect(opened.body.data.experience).toHaveLength(100);

    const pdf = await exportPdf(resume.id, token);
    expect(pdf.status).toBe(422);
    const detail = JSON.parse(pdf.text).detail as { loc: unknown[]; msg: string }[];
    expect(detail).toEqual([
      { loc: ['data', 'experience'], msg: 'A resume can hold at most 30 positions', type: 'too_big' },
    ]);

    const txt = await fetch(`${t.url}/api/v1/resumes/${resume.id}/export?format=txt`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(txt.status).toBe(200);
  });
});

describe('no one user can starve exports or uploads', () => {
  it('lets one user have two PDF exports in flight and refuses more at once with Retry-After', async () => {
    const { token, resume } = await guestWithResume(largestResume());
    const answers = await Promise.all(Array.from({ length: 6 }, () => exportPdf(resume.id, token)));
    const refused = answers.filter((a) => a.status === 503);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(refused).toHaveLength(4);
    for (const answer of refused) {
      expect(answer.retryAfter).toBe('5');
      expect(JSON.parse(answer.text)).toEqual({
        detail: 'Your other PDFs are still being created. Try again when they are done.',
      });
    }
    // Refused at once, not after waiting behind the two renders.
    expect(Math.max(...refused.map((a) => a.ms))).toBeLessThan(
      Math.min(...answers.filter((a) => a.status === 200).map((a) => a.ms)),
    );
  });

  it('reads another user’s upload while the render workers are full of long exports', async () => {
    const exporters = await Promise.all([1, 2, 3].map(() => guestWithResume(largestResume())));
    let exportsDone = 0;
    const exports = exporters.flatMap(({ token, resume }) =>
      [1, 2].map(() =>
        exportPdf(resume.id, token).then((answer) => {
          exportsDone += 1;
          return answer.status;
        }),
      ),
    );
    const uploader = await newGuest(t);
    const upload = await uploadFile(t, uploader.access_token, sampleResumePdf());
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    // Six renders of the largest resume take seconds on one worker; the upload did not wait for them.
    expect(exportsDone).toBeLessThan(6);
    expect(await Promise.all(exports)).toEqual([200, 200, 200, 200, 200, 200]);
  }, 120_000);
});

describe('a busy server refuses before it reads', () => {
  it('refuses a PDF before reading the resume when the renderer has no room, so retries cost no reads', async () => {
    const cpu = new CpuWork({ size: 1, maxQueue: 0 });
    const db = new Proxy(
      {},
      {
        get() {
          throw new Error('the database was read');
        },
      },
    );
    const deps = { db, cpu, config: {} } as unknown as Parameters<typeof exportResume>[0];
    const user = { id: randomUUID() } as UserRow;
    try {
      for (const format of ['pdf', 'docx'] as const) {
        await expect(
          exportResume(deps, { user, address: '127.0.0.1' }, randomUUID(), { format }),
        ).rejects.toMatchObject({
          statusCode: 503,
          headers: { 'retry-after': '5' },
        });
      }
    } finally {
      await cpu.close();
    }
  });

  it('a parsing pool with no room refuses with 503 before the file is received', async () => {
    const full = new CpuWork({ size: 1, maxQueue: 0 });
    try {
      const { access_token } = await newGuest(t);
      const me = await t.request<User>('/api/v1/user/me', { token: access_token });
      const user = (await findUserById(t.deps.db, me.body.id)) as UserRow;
      const receive = vi.fn(async () => ({
        bytes: new TextEncoder().encode(sampleResumeTxt),
        fileName: 'resume.txt',
      }));
      const caller = { user, address: '127.0.0.1' };
      await expect(uploadResume({ ...t.deps, cpu: full }, caller, receive)).rejects.toMatchObject({
        statusCode: 503,
        headers: { 'retry-after': '5' },
      });
      expect(receive).not.toHaveBeenCalled();
    } finally {
      await full.close();
    }
  });

  it('answers an upload it does not read, 8 MiB of it, with the whole 503', async () => {
    const { access_token } = await newGuest(t);
    vi.spyOn(t.deps.cpu, 'assertRoom').mockImplementationOnce(() => {
      throw new PoolBusyError('Too many tasks are waiting');
    });
    const res = await uploadFile(t, access_token, new Uint8Array(8 * 1024 * 1024).fill(65));
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe('Too many files are being read right now. Try again in a few seconds.');
  });
});
