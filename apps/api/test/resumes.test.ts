import type { Resume, ResumeListItem } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, users } from '../src/db/schema';
import { newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function create(token: string, body: object = {}) {
  return t.request<Resume>('/api/v1/resumes', { token, body });
}

describe('resume CRUD', () => {
  it('creates an empty resume with defaults, then reads it back', async () => {
    const { access_token } = await newGuest(t);
    const created = await create(access_token);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'My resume',
      template: 'classic',
      version: 1,
      score: null,
      source: 'scratch',
    });
    expect(created.body.data.experience).toEqual([]);
    const read = await t.request<Resume>(`/api/v1/resumes/${created.body.id}`, { token: access_token });
    expect(read.body).toEqual(created.body);
  });

  it('stores a full resume exactly, accents included', async () => {
    const { access_token } = await newGuest(t);
    const data = completeResume();
    const created = await create(access_token, { name: 'Backend', template: 'modern', data });
    const read = await t.request<Resume>(`/api/v1/resumes/${created.body.id}`, { token: access_token });
    expect(read.body.data).toEqual(data);
    expect(read.body.data.last_name).toBe('Doe');
  });

  it('updates with version + 1 and lists newest first', async () => {
    const { access_token } = await newGuest(t);
    const a = await create(access_token, { name: 'A' });
    const b = await create(access_token, { name: 'B' });
    const updated = await t.request<Resume>(`/api/v1/resumes/${a.body.id}`, {
      method: 'PUT',
      token: access_token,
      body: { version: 1, name: 'A renamed', data: { ...completeResume(), summary: 'Edited.' } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.version).toBe(2);
    expect(updated.body.data.summary).toBe('Edited.');
    const list = await t.request<ResumeListItem[]>('/api/v1/resumes', { token: access_token });
    expect(list.body.map((r) => r.name)).toEqual(['A renamed', 'B']);
    expect(Object.keys(list.body[0]!).sort()).toEqual([
      'current_score',
      'id',
      'name',
      'score',
      'template',
      'title',
      'updated_at',
    ]);
    expect(b.status).toBe(201);
  });

  it('a stale version gets 409 with the current version and changes nothing', async () => {
    const { access_token } = await newGuest(t);
    const { body } = await create(access_token);
    const path = `/api/v1/resumes/${body.id}`;
    await t.request(path, { method: 'PUT', token: access_token, body: { version: 1, name: 'First tab' } });
    const stale = await t.request<{ detail: { msg: string; current_version: number } }>(path, {
      method: 'PUT',
      token: access_token,
      body: { version: 1, name: 'Second tab' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.detail.current_version).toBe(2);
    expect((await t.request<Resume>(path, { token: access_token })).body.name).toBe('First tab');
  });

  it('of concurrent writes at one version exactly one wins', async () => {
    const { access_token } = await newGuest(t);
    const { body } = await create(access_token);
    const results = await Promise.all(
      ['x', 'y', 'z'].map((name) =>
        t.request(`/api/v1/resumes/${body.id}`, {
          method: 'PUT',
          token: access_token,
          body: { version: 1, name },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('duplicates and deletes', async () => {
    const { access_token } = await newGuest(t);
    const original = await create(access_token, { name: 'Original', data: completeResume() });
    const copy = await t.request<Resume>(`/api/v1/resumes/${original.body.id}/duplicate`, {
      method: 'POST',
      token: access_token,
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({ name: 'Original (copy)', source: 'duplicate', version: 1 });
    expect(copy.body.data).toEqual(original.body.data);
    expect(
      (await t.request(`/api/v1/resumes/${original.body.id}`, { method: 'DELETE', token: access_token }))
        .status,
    ).toBe(204);
    expect((await t.request(`/api/v1/resumes/${original.body.id}`, { token: access_token })).status).toBe(
      404,
    );
  });

  it('validates input: unknown template, bad dates, wrong types', async () => {
    const { access_token } = await newGuest(t);
    const badTemplate = await create(access_token, { template: 'comic-sans' });
    expect(badTemplate.status).toBe(422);
    const badDate = await create(access_token, { data: { experience: [{ start_date: 'March 2020' }] } });
    expect(badDate.status).toBe(422);
    expect((badDate.body as unknown as { detail: { loc: unknown[] }[] }).detail[0]?.loc).toEqual([
      'body',
      'data',
      'experience',
      0,
      'start_date',
    ]);
    const noVersion = await t.request('/api/v1/resumes/00000000-0000-4000-8000-000000000000', {
      method: 'PUT',
      token: access_token,
      body: { name: 'x' },
    });
    expect(noVersion.status).toBe(422);
  });

  it('a version past the database integer range is 422 naming it, not a server error', async () => {
    const { access_token } = await newGuest(t);
    const { body } = await create(access_token);
    for (const version of [2_147_483_648, Number.MAX_SAFE_INTEGER, 0, -1]) {
      const res = await t.request<{ detail: { loc: unknown[] }[] }>(`/api/v1/resumes/${body.id}`, {
        method: 'PUT',
        token: access_token,
        body: { version, name: 'Too far' },
      });
      expect(res.status, String(version)).toBe(422);
      expect(res.body.detail[0]?.loc).toEqual(['body', 'version']);
    }
    // The largest version a resume can have is still a version: a stale one, here.
    const largest = await t.request(`/api/v1/resumes/${body.id}`, {
      method: 'PUT',
      token: access_token,
      body: { version: 2_147_483_647, name: 'At the edge' },
    });
    expect(largest.status).toBe(409);
  });
});

describe('text that cannot be stored', () => {
  it.each([
    ['a NUL character', 'Ada\u0000'],
    ['an unpaired surrogate', 'Ada \ud800'],
  ])('%s is a 422 naming the field, not a server error', async (_label, firstName) => {
    const { access_token } = await newGuest(t);
    const res = await t.request<{ detail: { loc: unknown[]; msg: string }[] }>('/api/v1/resumes', {
      token: access_token,
      body: { data: { first_name: firstName, experience: [{ achievements: ['ok', firstName] }] } },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail.map((d) => d.loc)).toEqual([
      ['body', 'data', 'first_name'],
      ['body', 'data', 'experience', 0, 'achievements', 1],
    ]);
  });

  it('emoji and accents (paired surrogates) are fine', async () => {
    const { access_token } = await newGuest(t);
    const res = await create(access_token, { data: { first_name: 'Zoë 🚀' } });
    expect(res.status).toBe(201);
    expect(res.body.data.first_name).toBe('Zoë 🚀');
  });
});

describe('ownership', () => {
  it("someone else's resume is 404 Resume not found for every operation", async () => {
    const owner = await newGuest(t);
    const stranger = await newGuest(t);
    const { body } = await create(owner.access_token, { name: 'Private' });
    const path = `/api/v1/resumes/${body.id}`;
    const attempts = [
      t.request(path, { token: stranger.access_token }),
      t.request(path, { method: 'PUT', token: stranger.access_token, body: { version: 1, name: 'Hacked' } }),
      t.request(path, { method: 'DELETE', token: stranger.access_token }),
      t.request(`${path}/duplicate`, { method: 'POST', token: stranger.access_token }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Resume not found' });
    }
    const list = await t.request<ResumeListItem[]>('/api/v1/resumes', { token: stranger.access_token });
    expect(list.body).toEqual([]);
    expect((await t.request<Resume>(path, { token: owner.access_token })).body.name).toBe('Private');
  });

  it('a malformed id is 404, not a server error', async () => {
    const { access_token } = await newGuest(t);
    const res = await t.request('/api/v1/resumes/not-a-uuid', { token: access_token });
    expect(res.status).toBe(404);
  });

  it('needs a bearer', async () => {
    expect((await t.request('/api/v1/resumes')).status).toBe(401);
  });

  // GET reads the user and the resume in one query: a missing user must still be 401, not 404.
  it('reading one resume needs a live sign-in of a user who still exists', async () => {
    const guest = await newGuest(t);
    const { body } = await create(guest.access_token, { name: 'Mine' });
    const path = `/api/v1/resumes/${body.id}`;
    expect((await t.request(path)).status).toBe(401);
    expect((await t.request(path, { token: 'not-a-token' })).status).toBe(401);

    const loggedOut = await newGuest(t);
    const theirs = await create(loggedOut.access_token);
    await t.request('/api/v1/auth/logout', {
      token: loggedOut.access_token,
      body: { refresh_token: loggedOut.refresh_token },
    });
    const afterLogout = await t.request(`/api/v1/resumes/${theirs.body.id}`, {
      token: loggedOut.access_token,
    });
    expect(afterLogout.status).toBe(401);

    // The row alone, behind the sign-in's back: the session check still says live, the join finds no user.
    await t.deps.db.delete(users).where(eq(users.id, guest.guest_id!));
    const gone = await t.request(path, { token: guest.access_token });
    expect(gone.status).toBe(401);
    expect(gone.body).toEqual({ detail: expect.any(String) });
  });
});

describe('free-tier limit', () => {
  it('free users get 403 resume_limit past 2 resumes, duplicates included', async () => {
    const { access_token } = await newGuest(t);
    const first = await create(access_token);
    await create(access_token);
    const third = await create(access_token);
    expect(third.status).toBe(403);
    expect((third.body as unknown as { detail: { code: string; msg: string } }).detail).toMatchObject({
      code: 'resume_limit',
      msg: expect.stringContaining('Pro'),
    });
    const dup = await t.request<{ detail: { code: string } }>(`/api/v1/resumes/${first.body.id}/duplicate`, {
      method: 'POST',
      token: access_token,
    });
    expect(dup.status).toBe(403);
    expect(dup.body.detail.code).toBe('resume_limit');
  });

  it('concurrent creates cannot slip past the limit', async () => {
    const { access_token } = await newGuest(t);
    const results = await Promise.all([1, 2, 3, 4].map(() => create(access_token)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 403)).toHaveLength(2);
  });

  it('Pro users are unlimited', async () => {
    const guest = await newGuest(t);
    const me = await t.request<{ id: string }>('/api/v1/user/me', { token: guest.access_token });
    await t.deps.db
      .update(users)
      .set({ premiumUntil: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, me.body.id));
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await create(guest.access_token)).status);
    expect(statuses).toEqual([201, 201, 201, 201]);
  });
});

describe('analytics', () => {
  it('records resume_create for every new resume', async () => {
    const guest = await newGuest(t);
    const me = await t.request<{ id: string }>('/api/v1/user/me', { token: guest.access_token });
    const created = await create(guest.access_token);
    await t.request(`/api/v1/resumes/${created.body.id}/duplicate`, {
      method: 'POST',
      token: guest.access_token,
    });
    const events = await t.deps.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, me.body.id));
    expect(events.map((e) => [e.name, (e.props as { source: string }).source])).toEqual([
      ['resume_create', 'scratch'],
      ['resume_create', 'duplicate'],
    ]);
  });
});
