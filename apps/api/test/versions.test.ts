import { LIMITS, type Resume, type ResumeVersion, type ResumeVersionDetail } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { sampleResumeTxt } from '@resume/parser/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeVersions, users } from '../src/db/schema';
import { me, newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';
import { uploadFile } from './support/uploads';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

async function resumeOf(token: string, body: object = { data: completeResume() }): Promise<Resume> {
  const res = await t.request<Resume>('/api/v1/resumes', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const versionsOf = (token: string, id: string) =>
  t.request<ResumeVersion[]>(`/api/v1/resumes/${id}/versions`, { token });

const save = (token: string, id: string, body: object = { name: 'Before the interview' }) =>
  t.request<ResumeVersion>(`/api/v1/resumes/${id}/versions`, { token, body });

const restore = (token: string, id: string, versionId: string, version: number) =>
  t.request<Resume>(`/api/v1/resumes/${id}/versions/${versionId}/restore`, { token, body: { version } });

const put = (token: string, id: string, body: object) =>
  t.request<Resume>(`/api/v1/resumes/${id}`, { method: 'PUT', token, body });

async function makePro(token: string) {
  const { body } = await me(t, token);
  await t.deps.db
    .update(users)
    .set({ premiumUntil: new Date(Date.now() + 86_400_000) })
    .where(eq(users.id, body.id));
}

describe('kept versions', () => {
  it('a named version keeps the resume as stored, listed newest first with time and cause', async () => {
    const { access_token: token } = await newGuest(t);
    const resume = await resumeOf(token);
    const first = await save(token, resume.id, { name: '  First draft ' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      created_at: expect.any(String),
      cause: 'manual',
      name: 'First draft',
      restored_from: null,
    });
    await put(token, resume.id, { version: 1, data: { ...completeResume(), summary: 'Changed.' } });
    const second = await save(token, resume.id, { name: 'Second' });
    const list = await versionsOf(token, resume.id);
    expect(list.status).toBe(200);
    expect(list.body.map((v) => v.name)).toEqual(['Second', 'First draft']);

    const detail = await t.request<ResumeVersionDetail>(
      `/api/v1/resumes/${resume.id}/versions/${second.body.id}`,
      { token },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.data.summary).toBe('Changed.');
    expect(detail.body.template).toBe('classic');
  });

  it('a manual version needs a name of 1 to 80 characters; ai takes none', async () => {
    const { access_token: token } = await newGuest(t);
    const resume = await resumeOf(token);
    for (const body of [{}, { name: '   ' }, { name: 'x'.repeat(81) }, { cause: 'restore', name: 'x' }]) {
      const res = await save(token, resume.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const missing = await save(token, resume.id, {});
    expect((missing.body as unknown as { detail: { loc: string[] }[] }).detail[0]?.loc).toEqual([
      'body',
      'name',
    ]);
    const ai = await save(token, resume.id, { cause: 'ai' });
    expect(ai.status).toBe(201);
    expect(ai.body).toMatchObject({ cause: 'ai', name: null });
  });

  it('a new resume has no versions', async () => {
    const { access_token: token } = await newGuest(t);
    const resume = await resumeOf(token);
    expect((await versionsOf(token, resume.id)).body).toEqual([]);
  });
});

describe('restore', () => {
  it('brings the version back with version + 1, keeping the state before it, so restore keeps the history', async () => {
    const { access_token: token } = await newGuest(t);
    const resume = await resumeOf(token);
    const kept = await save(token, resume.id, { name: 'Original' });
    const edited = await put(token, resume.id, {
      version: 1,
      template: 'modern',
      data: { ...completeResume(), summary: 'Rewritten.' },
    });
    expect(edited.body.version).toBe(2);

    const restored = await restore(token, resume.id, kept.body.id, 2);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ id: resume.id, version: 3, template: 'classic' });
    expect(restored.body.data).toEqual(resume.data);
    const read = await t.request<Resume>(`/api/v1/resumes/${resume.id}`, { token });
    expect(read.body).toEqual(restored.body);

    const list = (await versionsOf(token, resume.id)).body;
    expect(list.map((v) => v.cause)).toEqual(['restore', 'template', 'manual']);
    expect(list[0]?.restored_from).toBe(kept.body.created_at);
    // The state the restore replaced is kept and can itself be restored.
    const before = await t.request<ResumeVersionDetail>(
      `/api/v1/resumes/${resume.id}/versions/${list[0]?.id}`,
      { token },
    );
    expect(before.body).toMatchObject({ template: 'modern', data: { summary: 'Rewritten.' } });
    const back = await restore(token, resume.id, list[0]!.id, 3);
    expect(back.body).toMatchObject({ version: 4, template: 'modern', data: { summary: 'Rewritten.' } });
  });

  it('a stale version is 409 with the current one and changes nothing', async () => {
    const { access_token: token } = await newGuest(t);
    const resume = await resumeOf(token);
    const kept = await save(token, resume.id);
    await put(token, resume.id, { version: 1, name: 'Elsewhere' });
    const stale = await restore(token, resume.id, kept.body.id, 1);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ detail: { msg: expect.any(String), current_version: 2 } });
    expect((await t.request<Resume>(`/api/v1/resumes/${resume.id}`, { token })).body.version).toBe(2);
    expect((await versionsOf(token, resume.id)).body).toHaveLength(1);
  });

  it('a version of another resume of the same person is 404 Version not found', async () => {
    const { access_token: token } = await newGuest(t);
    const a = await resumeOf(token);
    const b = await resumeOf(token);
    const ofA = await save(token, a.id);
    const res = await restore(token, b.id, ofA.body.id, 1);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Version not found' });
  });
});

describe('retention', () => {
  it(`free users keep the newest ${LIMITS.freeVersionsKept} versions of each resume`, async () => {
    const { access_token: token } = await newGuest(t);
    const resume = await resumeOf(token);
    for (let i = 1; i <= LIMITS.freeVersionsKept + 2; i++) await save(token, resume.id, { name: `v${i}` });
    const list = (await versionsOf(token, resume.id)).body;
    expect(list).toHaveLength(LIMITS.freeVersionsKept);
    expect(list[0]?.name).toBe(`v${LIMITS.freeVersionsKept + 2}`);
    expect(list.at(-1)?.name).toBe('v3');
    const stored = await t.deps.db
      .select()
      .from(resumeVersions)
      .where(eq(resumeVersions.resumeId, resume.id));
    expect(stored).toHaveLength(LIMITS.freeVersionsKept);
  });

  it('Pro users keep all of them', async () => {
    const { access_token: token } = await newGuest(t);
    await makePro(token);
    const resume = await resumeOf(token);
    for (let i = 1; i <= LIMITS.freeVersionsKept + 2; i++) await save(token, resume.id, { name: `v${i}` });
    expect((await versionsOf(token, resume.id)).body).toHaveLength(LIMITS.freeVersionsKept + 2);
  });

  it('versions go with their resume', async () => {
    const { access_token: token } = await newGuest(t);
    const resume = await resumeOf(token);
    await save(token, resume.id);
    await t.request(`/api/v1/resumes/${resume.id}`, { method: 'DELETE', token });
    const stored = await t.deps.db
      .select()
      .from(resumeVersions)
      .where(eq(resumeVersions.resumeId, resume.id));
    expect(stored).toEqual([]);
  });
});

describe('automatic versions', () => {
  it('a template change keeps the resume as it was before; other saves keep nothing', async () => {
    const { access_token: token } = await newGuest(t);
    const resume = await resumeOf(token);
    await put(token, resume.id, {
      version: 1,
      template: 'classic',
      data: { ...completeResume(), summary: 'A.' },
    });
    expect((await versionsOf(token, resume.id)).body).toEqual([]);
    const changed = await put(token, resume.id, { version: 2, template: 'modern', name: 'New look' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ version: 3, template: 'modern', name: 'New look' });
    const [kept] = (await versionsOf(token, resume.id)).body;
    expect(kept).toMatchObject({ cause: 'template', name: null });
    const detail = await t.request<ResumeVersionDetail>(`/api/v1/resumes/${resume.id}/versions/${kept?.id}`, {
      token,
    });
    expect(detail.body).toMatchObject({ template: 'classic', data: { summary: 'A.' } });
  });

  it('a stale template change is 409 and keeps no version', async () => {
    const { access_token: token } = await newGuest(t);
    const resume = await resumeOf(token);
    await put(token, resume.id, { version: 1, name: 'Elsewhere' });
    const stale = await put(token, resume.id, { version: 1, template: 'modern' });
    expect(stale.status).toBe(409);
    expect((await versionsOf(token, resume.id)).body).toEqual([]);
  });

  it('an upload keeps the resume as it was read', async () => {
    const { access_token: token } = await newGuest(t);
    const res = await uploadFile(t, token, sampleResumeTxt, { fileName: 'cv.txt', type: 'text/plain' });
    expect(res.status).toBe(201);
    const list = (await versionsOf(token, res.body.resume_id)).body;
    expect(list.map((v) => v.cause)).toEqual(['import']);
    const detail = await t.request<ResumeVersionDetail>(
      `/api/v1/resumes/${res.body.resume_id}/versions/${list[0]?.id}`,
      { token },
    );
    expect(detail.body.data).toEqual(res.body.resume.data);
  });

  it('a tailored copy keeps itself as made, before any change is accepted', async () => {
    const { access_token: token } = await newGuest(t);
    const original = await resumeOf(token);
    const copy = await t.request<{ resume: Resume }>(`/api/v1/resumes/${original.id}/tailored-copies`, {
      token,
      body: { job_description: 'Senior Go engineer at Globex\n\nRequirements\n- Go and Kubernetes.' },
    });
    expect(copy.status, JSON.stringify(copy.body)).toBe(201);
    const list = (await versionsOf(token, copy.body.resume.id)).body;
    expect(list.map((v) => v.cause)).toEqual(['tailoring']);
    expect((await versionsOf(token, original.id)).body).toEqual([]);
  });
});

describe('who may see and change versions', () => {
  it("someone else's resume is 404 Resume not found for every operation", async () => {
    const owner = await newGuest(t);
    const stranger = await newGuest(t);
    const resume = await resumeOf(owner.access_token);
    const kept = await save(owner.access_token, resume.id);
    const base = `/api/v1/resumes/${resume.id}/versions`;
    const token = stranger.access_token;
    const attempts = await Promise.all([
      t.request(base, { token }),
      t.request(base, { token, body: { name: 'Mine now' } }),
      t.request(`${base}/${kept.body.id}`, { token }),
      t.request(`${base}/${kept.body.id}/restore`, { token, body: { version: 1 } }),
    ]);
    for (const res of attempts) expect([res.status, res.body]).toEqual([404, { detail: 'Resume not found' }]);
    expect((await versionsOf(owner.access_token, resume.id)).body).toHaveLength(1);
  });

  it('malformed or unknown ids are 404, never a server error', async () => {
    const { access_token: token } = await newGuest(t);
    const resume = await resumeOf(token);
    const cases: [string, object | undefined, string][] = [
      ['/api/v1/resumes/not-a-uuid/versions', undefined, 'Resume not found'],
      ['/api/v1/resumes/not-a-uuid/versions', { name: 'x' }, 'Resume not found'],
      [`/api/v1/resumes/${MISSING_ID}/versions`, undefined, 'Resume not found'],
      [`/api/v1/resumes/${resume.id}/versions/not-a-uuid`, undefined, 'Version not found'],
      [`/api/v1/resumes/${resume.id}/versions/${MISSING_ID}`, undefined, 'Version not found'],
      [`/api/v1/resumes/${resume.id}/versions/not-a-uuid/restore`, { version: 1 }, 'Version not found'],
      [`/api/v1/resumes/not-a-uuid/versions/${MISSING_ID}/restore`, { version: 1 }, 'Resume not found'],
    ];
    for (const [path, body, detail] of cases) {
      const res = await t.request(path, { token, body });
      expect([path, res.status, res.body]).toEqual([path, 404, { detail }]);
    }
  });

  it('needs a live bearer', async () => {
    const { access_token: token } = await newGuest(t);
    const resume = await resumeOf(token);
    const kept = await save(token, resume.id);
    const base = `/api/v1/resumes/${resume.id}/versions`;
    for (const auth of [undefined, 'not-a-token']) {
      const attempts = await Promise.all([
        t.request(base, { token: auth }),
        t.request(base, { token: auth, body: { name: 'x' } }),
        t.request(`${base}/${kept.body.id}`, { token: auth }),
        t.request(`${base}/${kept.body.id}/restore`, { token: auth, body: { version: 1 } }),
      ]);
      expect(attempts.map((res) => res.status)).toEqual([401, 401, 401, 401]);
    }
  });

  it('a guest who signs up keeps the versions of their resumes', async () => {
    const guest = await newGuest(t);
    const resume = await resumeOf(guest.access_token);
    await save(guest.access_token, resume.id);
    const signed = await t.request<{ access_token: string }>('/api/v1/auth/signup', {
      token: guest.access_token,
      body: {
        email: `versions-${Date.now()}@example.com`,
        password: 'Sturdy1pass',
        confirm_password: 'Sturdy1pass',
      },
    });
    expect(signed.status).toBe(201);
    expect((await versionsOf(signed.body.access_token, resume.id)).body).toHaveLength(1);
  });
});

describe('limits and docs', () => {
  it('asking for versions is rate-limited per person with 429 and Retry-After', async () => {
    const { access_token: token } = await newGuest(t);
    const resume = await resumeOf(token);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await save(token, resume.id, { cause: 'ai' })).status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const over = await save(token, resume.id, { cause: 'ai' });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('every versions endpoint is described in /api/docs with its body and answers', async () => {
    type Operation = { requestBody?: unknown; responses: Record<string, unknown> };
    const docs = await t.request<{ paths: Record<string, Record<string, Operation>> }>('/api/docs');
    const list = docs.body.paths['/api/v1/resumes/{id}/versions'];
    expect(Object.keys(list?.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '404']));
    expect(list?.post?.requestBody).toBeDefined();
    expect(docs.body.paths['/api/v1/resumes/{id}/versions/{versionId}']?.get).toBeDefined();
    const restoreOp = docs.body.paths['/api/v1/resumes/{id}/versions/{versionId}/restore']?.post;
    expect(Object.keys(restoreOp?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404', '409']));
  });
});
