import { randomUUID } from 'node:crypto';
import { emptyResumeData } from '@resume/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../../bench/support/server';
import { type RunningServer, startServer } from '../../../e2e/support/server';

/**
 * Two API processes behind one load balancer share one PostgreSQL database and one Redis (both on
 * every CI machine). A client may land on either at any request: nothing may depend on which.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

type Tokens = { access_token: string; refresh_token: string };
type Answer<T> = { status: number; body: T };

let a: RunningServer;
let b: RunningServer;
let database: { url: string; drop(): Promise<void> };

async function call<T>(
  server: RunningServer,
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const response = await fetch(`${server.url}/api/v1${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

describe.skipIf(!serverUrl)('two instances on one PostgreSQL and one Redis', () => {
  beforeAll(async () => {
    database = await scratchDatabase(serverUrl!, `two_instances_${randomUUID().slice(0, 8)}`);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      JWT_SECRET: `two-instances-${randomUUID()}`,
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      RATE_LIMIT_LOGIN_PER_MINUTE_PER_EMAIL: '4',
      RATE_LIMIT_SIGNUP_PER_HOUR: '1000',
      RATE_LIMIT_GUEST_PER_HOUR: '1000',
      RATE_LIMIT_AI_PER_MINUTE: '3',
      // Redis keeps 127.0.0.1's day of guest AI answers from one run to the next.
      RATE_LIMIT_GUEST_AI_PER_DAY: '1000000',
      CLEANUP_INTERVAL_MINUTES: '0',
    };
    // Both start at the same moment on an empty database: the migrations must run once.
    [a, b] = await Promise.all([
      startServer({ fromSource: true, env }),
      startServer({ fromSource: true, env }),
    ]);
  }, 90_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('applied each migration exactly once', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ hash: string; n: string }>(
        'select hash, count(*) as n from drizzle.__drizzle_migrations group by hash',
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => Number(row.n) === 1)).toBe(true);
    } finally {
      await client.end();
    }
  });

  it('a guest made on A is the same guest on B', async () => {
    const guest = await call<Tokens & { guest_id: string }>(a, '/auth/guest', { body: {} });
    const onB = await call<{ guest_id: string }>(b, '/user/me', { token: guest.body.access_token });
    expect(onB).toMatchObject({ status: 200, body: { guest_id: guest.body.guest_id } });
  });

  it('login on A, refresh on B, logout on B: A refuses the sign-in at once', async () => {
    const email = `two-${randomUUID()}@example.com`;
    const password = 'Sturdy1password';
    expect(
      (await call(a, '/auth/signup', { body: { email, password, confirm_password: password } })).status,
    ).toBe(201);
    const login = await call<Tokens>(a, '/auth/login', { body: { email, password } });
    expect(login.status).toBe(200);
    expect((await call(a, '/user/me', { token: login.body.access_token })).status).toBe(200);
    const refreshed = await call<Tokens>(b, '/auth/refresh', {
      body: { refresh_token: login.body.refresh_token },
    });
    expect(refreshed.status).toBe(200);
    // A remembers this sign-in as live; B ends it, and A hears it through Redis.
    expect((await call(a, '/user/me', { token: refreshed.body.access_token })).status).toBe(200);
    const out = await call(b, '/auth/logout', {
      token: refreshed.body.access_token,
      body: { refresh_token: refreshed.body.refresh_token },
    });
    expect(out.status).toBe(204);
    await expect
      .poll(async () => (await call(a, '/user/me', { token: refreshed.body.access_token })).status, {
        timeout: 1_000,
        interval: 50,
      })
      .toBe(401);
    expect(
      (await call(a, '/auth/refresh', { body: { refresh_token: refreshed.body.refresh_token } })).status,
    ).toBe(401);
  });

  it('an edit on A is read on B, and a stale save on B is a conflict', async () => {
    const guest = await call<Tokens>(a, '/auth/guest', { body: {} });
    const token = guest.body.access_token;
    const created = await call<{ id: string; version: number }>(a, '/resumes', {
      token,
      body: { data: emptyResumeData() },
    });
    const edited = await call<{ version: number }>(a, `/resumes/${created.body.id}`, {
      method: 'PUT',
      token,
      body: { version: created.body.version, data: { ...emptyResumeData(), first_name: 'Ana' } },
    });
    expect(edited.status).toBe(200);
    const read = await call<{ data: { first_name: string }; version: number }>(
      b,
      `/resumes/${created.body.id}`,
      { token },
    );
    expect(read.body).toMatchObject({ data: { first_name: 'Ana' }, version: edited.body.version });
    const stale = await call(b, `/resumes/${created.body.id}`, {
      method: 'PUT',
      token,
      body: { version: created.body.version, data: { ...emptyResumeData(), first_name: 'Old' } },
    });
    expect(stale.status).toBe(409);
  });

  it('login and AI limits are counted once across both instances', async () => {
    // Counted across instances only while each reaches Redis: a fresh instance still connecting, or
    // one whose command timed out on a busy machine, decides alone for a second (rate-limit-fallback.ts).
    const redisOf = async (server: RunningServer) =>
      ((await (await fetch(`${server.url}/readyz`)).json()) as { redis?: string }).redis;
    await expect
      .poll(async () => [await redisOf(a), await redisOf(b)], { timeout: 10_000 })
      .toEqual(['up', 'up']);
    const email = `limits-${randomUUID()}@example.com`;
    const wrong = { email, password: 'Wrong1password' };
    const tries = [a, b, a, b].map((server) => call(server, '/auth/login', { body: wrong }));
    expect((await Promise.all(tries)).map((r) => r.status)).toEqual([401, 401, 401, 401]);
    expect((await call(b, '/auth/login', { body: wrong })).status).toBe(429);

    const guest = await call<Tokens>(a, '/auth/guest', { body: {} });
    const token = guest.body.access_token;
    const resume = await call<{ id: string }>(a, '/resumes', {
      token,
      body: { data: { ...emptyResumeData(), summary: 'I build data pipelines and help teams ship.' } },
    });
    const ask = (server: RunningServer) =>
      fetch(`${server.url}/api/v1/ai/improve`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ resume_id: resume.body.id, field: 'summary' }),
      }).then(async (response) => {
        await response.text();
        return response.status;
      });
    expect([await ask(a), await ask(b), await ask(a)]).toEqual([200, 200, 200]);
    expect(await ask(b)).toBe(429);
  });
});
