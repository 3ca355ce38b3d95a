import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/config';
import { logIn, PASSWORD, signUp, uniqueEmail } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

type Limited = { detail: { msg: string; retry_after: number } };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { signupPerHour: 3, loginPerMinute: 12 } });
});
afterAll(() => t.close());

function expectLimited(res: { status: number; headers: Headers; body: unknown }) {
  expect(res.status).toBe(429);
  const { detail } = res.body as Limited;
  expect(detail.retry_after).toBeGreaterThan(0);
  expect(res.headers.get('retry-after')).toBe(String(detail.retry_after));
  return detail;
}

describe('abuse limits (docs/http-api.md#rate-limits defaults unless configured)', () => {
  it('login: 10 a minute per email, then 429 with Retry-After (default)', async () => {
    const { email } = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await logIn(t, email, 'Wrong1password')).status);
    expect(statuses).toEqual(Array(10).fill(401));
    // Even the right password waits: guessing must not be able to continue.
    const detail = expectLimited(await logIn(t, email, PASSWORD));
    expect(detail.retry_after).toBeLessThanOrEqual(60);
    expect(detail.msg).toMatch(/Too many login attempts/);
  });

  it('login: per client address across emails (configured here to 12 a minute)', async () => {
    // The previous test spent 11 of this address's attempts.
    expect((await logIn(t, uniqueEmail(), PASSWORD)).status).toBe(401);
    expectLimited(await logIn(t, uniqueEmail(), PASSWORD));
  });

  it('signup: per client address an hour (configured here to 3)', async () => {
    // One sign-up happened above.
    await signUp(t);
    await signUp(t);
    const res = await t.request('/api/v1/auth/signup', {
      body: { email: uniqueEmail(), password: PASSWORD, confirm_password: PASSWORD },
    });
    const detail = expectLimited(res);
    expect(detail.retry_after).toBeGreaterThan(60);
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  /** Guest sessions asked for through the proxy, each with a forged first X-Forwarded-For entry. */
  async function guestStatuses(app: TestApp, forwardedFor: (i: number) => string, count: number) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await app.request('/api/v1/auth/guest', {
        method: 'POST',
        headers: { 'x-forwarded-for': forwardedFor(i) },
      });
      statuses.push(res.status);
    }
    return statuses;
  }

  // The test's own requests come from 127.0.0.1: that is the proxy the API sees.
  it.each([
    ['true', ''],
    ['1', ''],
    ['127.0.0.1', ''],
    ['127.0.0.0/8, ::1', ''],
    ['2', ', 192.0.2.1'],
  ])(
    'TRUST_PROXY=%s: a forged first entry does not change the address the limits count',
    async (value, nextProxy) => {
      const app = await createTestApp({
        trustProxy: parseEnv({ TRUST_PROXY: value }).TRUST_PROXY,
        rateLimits: { guestPerHour: 2 },
      });
      try {
        const client = (last: string) => (i: number) => `10.6.6.${i}, ${last}${nextProxy}`;
        // One client behind the proxy, whatever it writes first: 2 an hour, then 429.
        expect(await guestStatuses(app, client('203.0.113.7'), 3)).toEqual([201, 201, 429]);
        // Another client behind the same proxy has an allowance of its own.
        expect(await guestStatuses(app, client('203.0.113.8'), 1)).toEqual([201]);
      } finally {
        await app.close();
      }
    },
  );
});
