import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { emptyResumeData } from '@resume/core';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase } from '../../../bench/support/server';
import { freePort, type RunningServer, startServer } from '../../../e2e/support/server';

/**
 * Redis holds the rate-limit counters every instance shares and carries ended sign-ins to the
 * other instances; it is not what sign-in stands on. The real server process runs against a Redis
 * of this test's own (never the machine's), which the test kills, pauses and brings back.
 */
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
const postgresUrl = process.env.TEST_DATABASE_URL;
const METRICS_TOKEN = `metrics-${randomUUID()}`;
const PASSWORD = 'Sturdy1password';
/** "Answers normally" means no more than this slower than with Redis up. */
const PROMPT_MS = 1_000;
/** A login's own time with Redis up (its password hash is slow on purpose, more so on a busy machine). */
let loginMs = 0;

/** A redis-server on a port of the test's choosing, with nothing kept on disk. */
class OwnRedis {
  private child: ChildProcess | undefined;
  constructor(readonly port: number) {}

  get url() {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start() {
    const child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    this.child = child;
    const probe = new Redis(this.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => 50,
    });
    probe.on('error', () => {});
    try {
      const deadline = Date.now() + 10_000;
      while ((await probe.ping().catch(() => 'down')) !== 'PONG') {
        if (Date.now() > deadline) throw new Error(`redis-server did not start on ${this.port}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      probe.disconnect();
    }
  }

  async kill() {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await once(child, 'exit');
  }

  pause() {
    this.child?.kill('SIGSTOP');
  }

  resume() {
    this.child?.kill('SIGCONT');
  }

  /** The counters this Redis holds, by key prefix. */
  async keys(pattern: string): Promise<string[]> {
    const client = new Redis(this.url, { maxRetriesPerRequest: 0 });
    try {
      return await client.keys(pattern);
    } finally {
      client.disconnect();
    }
  }
}

type Answer<T> = { status: number; body: T; ms: number };
type Tokens = { access_token: string; refresh_token: string };
type Ready = { status: string; redis?: string };

let redis: OwnRedis;
let server: RunningServer;

async function call<T>(
  path: string,
  init: { token?: string; body?: unknown; on?: RunningServer } = {},
): Promise<Answer<T>> {
  const started = performance.now();
  const response = await fetch(`${(init.on ?? server).url}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  const json = response.headers.get('content-type')?.includes('json');
  return { status: response.status, body: (json && text ? JSON.parse(text) : text) as T, ms };
}

const api = <T>(path: string, init: { token?: string; body?: unknown; on?: RunningServer } = {}) =>
  call<T>(`/api/v1${path}`, init);
const readiness = (on?: RunningServer) => call<Ready>('/readyz', { on });

async function metrics(): Promise<string> {
  const response = await fetch(`${server.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return response.text();
}

/** A metric's value as /metrics says it (the first sample whose line starts with `series`). */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function account() {
  const email = `outage-${randomUUID()}@example.com`;
  const created = await api<Tokens>('/auth/signup', {
    body: { email, password: PASSWORD, confirm_password: PASSWORD },
  });
  expect(created.status).toBe(201);
  return { email, token: created.body.access_token };
}

/**
 * One AI answer, untimed, so that the timed ones measure waiting on Redis rather than the server
 * (run from source) loading the writer's code on its first answer, which a busy machine can stretch
 * past a second. By a registered account: guests' answers share a small daily allowance.
 */
async function warmUpTheWriter() {
  const { token } = await account();
  const resume = await api<{ id: string }>('/resumes', {
    token,
    body: { data: { ...emptyResumeData(), summary: 'I keep warehouses stocked and teams safe.' } },
  });
  const answer = await api<string>('/ai/improve', {
    token,
    body: { resume_id: resume.body.id, field: 'summary' },
  });
  expect(answer.status).toBe(200);
}

/** Everything a visitor does first, each answered normally and promptly (the first call sets the pace). */
async function expectSignInWorks() {
  const guest = await api<Tokens>('/auth/guest', { body: {} });
  expect(guest.status, JSON.stringify(guest.body)).toBe(201);
  expect(guest.ms).toBeLessThan(PROMPT_MS);

  const { email } = await account();
  const login = await api<Tokens>('/auth/login', { body: { email, password: PASSWORD } });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  if (loginMs === 0) loginMs = login.ms;
  else expect(login.ms).toBeLessThan(loginMs + PROMPT_MS);

  const resume = await api<{ id: string }>('/resumes', {
    token: guest.body.access_token,
    body: { data: { ...emptyResumeData(), summary: 'I build data pipelines and help teams ship.' } },
  });
  expect(resume.status).toBe(201);
  const answer = await api<string>('/ai/improve', {
    token: guest.body.access_token,
    body: { resume_id: resume.body.id, field: 'summary' },
  });
  expect(answer.status).toBe(200);
  expect(answer.body).toContain('"end":true');
  expect(answer.ms).toBeLessThan(PROMPT_MS);
}

/** Waits for the server to find Redis (again). */
async function untilRedisUp(on?: RunningServer) {
  await expect
    .poll(async () => (await readiness(on)).body, { timeout: 5_000, interval: 100 })
    .toEqual({ status: 'ready', redis: 'up' });
}

/** Starts this test's Redis (empty) and sees the server count there: the guest made now is its only counter. */
async function expectUsedOnceStarted() {
  await redis.start();
  await untilRedisUp();
  await expectSignInWorks();
  expect(await redis.keys('rl:guest:*')).toHaveLength(1);
  expect(sample(await metrics(), 'resumecraft_dependency_up{dependency="redis"}')).toBe(1);
}

describe.skipIf(!hasRedis)('when Redis goes away', () => {
  beforeAll(async () => {
    // Not started yet: the server comes up before its Redis does.
    redis = new OwnRedis(await freePort());
    server = await startServer({
      fromSource: true,
      env: {
        REDIS_URL: redis.url,
        METRICS_TOKEN,
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
        RATE_LIMIT_LOGIN_PER_MINUTE_PER_EMAIL: '3',
        RATE_LIMIT_SIGNUP_PER_HOUR: '1000',
        RATE_LIMIT_GUEST_PER_HOUR: '1000',
        CLEANUP_INTERVAL_MINUTES: '0',
      },
    });
    await warmUpTheWriter();
  }, 60_000);
  afterAll(async () => {
    redis?.resume();
    await server?.stop();
    await redis?.kill();
  });

  it('starts without it, degraded but serving', async () => {
    expect(await readiness()).toMatchObject({ status: 200, body: { status: 'degraded', redis: 'down' } });
    await expectSignInWorks();
  });

  it('uses it as soon as it comes up, and counts there', async () => {
    await expectUsedOnceStarted();
  });

  it('killed: guests, logins, AI answers and limits carry on in this instance; /readyz says degraded', async () => {
    await redis.kill();
    await expectSignInWorks();

    // The limits still hold, counted by the instance itself: 3 wrong passwords an email, then 429.
    const { email } = await account();
    const tries: number[] = [];
    for (let i = 0; i < 4; i++)
      tries.push((await api('/auth/login', { body: { email, password: 'Wrong1password' } })).status);
    expect(tries).toEqual([401, 401, 401, 429]);

    // Still serving, so still in rotation: 200, with the degraded dependency named.
    const ready = await readiness();
    expect(ready).toMatchObject({ status: 200, body: { status: 'degraded', redis: 'down' } });
    const text = await metrics();
    expect(sample(text, 'resumecraft_dependency_up{dependency="redis"}')).toBe(0);
    expect(sample(text, 'resumecraft_rate_limit_fallback_decisions_total')).toBeGreaterThanOrEqual(4);
  }, 30_000);

  it('back on the same port: used again', async () => {
    await expectUsedOnceStarted();
  }, 30_000);

  it('a Redis that stops answering (paused) costs one short wait, not an outage', async () => {
    redis.pause();
    try {
      await expectSignInWorks();
      expect((await readiness()).body).toEqual({ status: 'degraded', redis: 'down' });
    } finally {
      redis.resume();
    }
    // Within a second it is tried again, and found.
    await expect
      .poll(
        async () => {
          await api('/auth/guest', { body: {} });
          return (await readiness()).body;
        },
        { timeout: 5_000, interval: 200 },
      )
      .toEqual({ status: 'ready', redis: 'up' });
  }, 30_000);
});

describe.skipIf(!hasRedis || !postgresUrl)(
  'ended sign-ins reach the other instances, Redis outage or not',
  () => {
    let a: RunningServer;
    let b: RunningServer;
    let database: { url: string; drop(): Promise<void> };

    beforeAll(async () => {
      redis = new OwnRedis(await freePort());
      await redis.start();
      database = await scratchDatabase(postgresUrl!, `redis_outage_${randomUUID().slice(0, 8)}`);
      const env = {
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        JWT_SECRET: `redis-outage-${randomUUID()}`,
        CLEANUP_INTERVAL_MINUTES: '0',
      };
      a = await startServer({ fromSource: true, env });
      b = await startServer({ fromSource: true, env });
    }, 90_000);
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await database?.drop();
      await redis?.kill();
    });

    /** Signs in, lets A remember the sign-in as live, ends it on B; resolves to what A then says. */
    async function endOnB() {
      const email = `broadcast-${randomUUID()}@example.com`;
      expect(
        (
          await api('/auth/signup', {
            on: a,
            body: { email, password: PASSWORD, confirm_password: PASSWORD },
          })
        ).status,
      ).toBe(201);
      const login = await api<Tokens>('/auth/login', { on: a, body: { email, password: PASSWORD } });
      expect((await api('/user/me', { on: a, token: login.body.access_token })).status).toBe(200);
      const out = await api('/auth/logout', {
        on: b,
        token: login.body.access_token,
        body: { refresh_token: login.body.refresh_token },
      });
      return { out, token: login.body.access_token };
    }

    it('with Redis down, a logout still answers at once; once Redis is back, A hears the next one', async () => {
      await redis.kill();
      const during = await endOnB();
      expect(during.out.status).toBe(204);
      expect(during.out.ms).toBeLessThan(PROMPT_MS + loginMs);
      // Not heard: A trusts its cached answer for its 5 s at most.
      await expect
        .poll(async () => (await api('/user/me', { on: a, token: during.token })).status, {
          timeout: 8_000,
          interval: 250,
        })
        .toBe(401);

      await redis.start();
      for (const server of [a, b]) await untilRedisUp(server);
      // Each instance subscribes again within a reconnection attempt (a second at most).
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const after = await endOnB();
      expect(after.out.status).toBe(204);
      await expect
        .poll(async () => (await api('/user/me', { on: a, token: after.token })).status, {
          timeout: 1_000,
          interval: 50,
        })
        .toBe(401);
    }, 60_000);
  },
);
