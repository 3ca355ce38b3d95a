import type { Tokens, User } from '@resume/core';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshTokens } from '../src/db/schema';
import { SessionCache } from '../src/lib/access-token';
import { me, newGuest } from './support/sessions';
import { createTestApp, TEST_SECRET, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /auth/guest', () => {
  it('creates a guest and answers Tokens with a guest_id', async () => {
    const tokens = await newGuest(t);
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.guest_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(tokens.refresh_token.length).toBeGreaterThanOrEqual(40);
    const claims = decodeJwt(tokens.access_token);
    const ttl = (claims.exp ?? 0) - Math.floor(Date.now() / 1000);
    expect(ttl).toBeGreaterThan(14 * 60);
    expect(ttl).toBeLessThanOrEqual(15 * 60);
  });

  it('stores only a hash of the refresh token', async () => {
    const tokens = await newGuest(t);
    const rows = await t.deps.db.query.refreshTokens.findMany();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.tokenHash).not.toContain(tokens.refresh_token);
    expect(rows.some((r) => r.tokenHash === tokens.refresh_token)).toBe(false);
  });
});

describe('GET /user/me', () => {
  it('returns the guest user exactly as docs/http-api.md#user shows it', async () => {
    const tokens = await newGuest(t);
    const res = await me(t, tokens.access_token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(String),
      email: null,
      first_name: '',
      last_name: '',
      is_registered: false,
      is_verified: false,
      has_completed_onboarding: false,
      onboarding_responses: null,
      is_premium: false,
      premium_until: null,
      credits: 5,
      credits_unlimited: false,
      guest_id: tokens.guest_id,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    } satisfies Record<keyof User, unknown>);
  });

  it.each([
    ['no bearer', undefined],
    ['a malformed bearer', 'not-a-jwt'],
    ['a token signed with another key', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4IiwidHlwIjoiYWNjZXNzIn0.AAAA'],
  ])('answers 401 {detail} for %s', async (_label, token) => {
    const res = await t.request<{ detail: string }>('/api/v1/user/me', { token });
    expect(res.status).toBe(401);
    expect(typeof res.body.detail).toBe('string');
  });
});

describe('POST /auth/refresh', () => {
  it('rotates: the new pair works and the old refresh token is spent', async () => {
    const first = await newGuest(t);
    const res = await t.request<Tokens>('/api/v1/auth/refresh', {
      body: { refresh_token: first.refresh_token },
    });
    expect(res.status).toBe(200);
    expect(res.body.refresh_token).not.toBe(first.refresh_token);
    expect(res.body.guest_id).toBe(first.guest_id);
    expect((await me(t, res.body.access_token)).status).toBe(200);
  });

  it('reuse of a spent token revokes the whole family', async () => {
    const first = await newGuest(t);
    const second = await t.request<Tokens>('/api/v1/auth/refresh', {
      body: { refresh_token: first.refresh_token },
    });
    const reuse = await t.request('/api/v1/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(reuse.status).toBe(401);
    const afterTheft = await t.request('/api/v1/auth/refresh', {
      body: { refresh_token: second.body.refresh_token },
    });
    expect(afterTheft.status).toBe(401);
  });

  it('of two concurrent refreshes with one token, exactly one succeeds', async () => {
    const first = await newGuest(t);
    const results = await Promise.all(
      [1, 2].map(() => t.request('/api/v1/auth/refresh', { body: { refresh_token: first.refresh_token } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('answers 401 for an unknown token and 422 with loc for a missing one', async () => {
    expect((await t.request('/api/v1/auth/refresh', { body: { refresh_token: 'nope' } })).status).toBe(401);
    const missing = await t.request<{ detail: { loc: unknown[] }[] }>('/api/v1/auth/refresh', { body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.detail[0]?.loc).toEqual(['body', 'refresh_token']);
  });
});

describe('access tokens', () => {
  /** A token signed with the server's key, with the claims a real one has, minus `omit`. */
  async function forged(real: string, omit: 'exp' | 'sid' | 'none') {
    const { sub, sid, guest } = decodeJwt(real);
    const jwt = new SignJWT({ typ: 'access', guest, ...(omit === 'sid' ? {} : { sid }) })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub!)
      .setIssuedAt();
    if (omit !== 'exp') jwt.setExpirationTime('15m');
    return jwt.sign(new TextEncoder().encode(TEST_SECRET));
  }

  it('carry the sign-in (refresh-token family) they belong to', async () => {
    const tokens = await newGuest(t);
    const { sid } = decodeJwt(tokens.access_token);
    const [row] = await t.deps.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, String(sid)));
    expect(row).toBeDefined();
  });

  it('are refused without exp or without the sign-in, even when well signed', async () => {
    const tokens = await newGuest(t);
    expect((await me(t, await forged(tokens.access_token, 'none'))).status).toBe(200);
    expect((await me(t, await forged(tokens.access_token, 'exp'))).status).toBe(401);
    expect((await me(t, await forged(tokens.access_token, 'sid'))).status).toBe(401);
  });

  it('are refused once their sign-in is gone from the database', async () => {
    const tokens = await newGuest(t);
    // Not used before: this instance has not cached the sign-in as live.
    await t.deps.db
      .delete(refreshTokens)
      .where(eq(refreshTokens.familyId, String(decodeJwt(tokens.access_token).sid)));
    expect((await me(t, tokens.access_token)).status).toBe(401);
  });

  it('of a guest keep working across a refresh, the old one too until it expires', async () => {
    const first = await newGuest(t);
    const next = await t.request<Tokens>('/api/v1/auth/refresh', {
      body: { refresh_token: first.refresh_token },
    });
    expect((await me(t, first.access_token)).status).toBe(200);
    expect((await me(t, next.body.access_token)).status).toBe(200);
  });

  it('are refused at once after reuse of a spent refresh token revokes their sign-in', async () => {
    const first = await newGuest(t);
    const next = await t.request<Tokens>('/api/v1/auth/refresh', {
      body: { refresh_token: first.refresh_token },
    });
    expect((await me(t, next.body.access_token)).status).toBe(200);
    await t.request('/api/v1/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect((await me(t, next.body.access_token)).status).toBe(401);
  });
});

describe('SessionCache', () => {
  afterEach(() => vi.useRealTimers());

  it('trusts a live answer for 5 s only, an ended one for good', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new SessionCache();
    cache.remember('a', true);
    cache.remember('b', false);
    vi.advanceTimersByTime(4_999);
    expect([cache.get('a'), cache.get('b')]).toEqual([true, false]);
    vi.advanceTimersByTime(1);
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, false]);
  });

  it('is not revived by a check that raced with the end', () => {
    const cache = new SessionCache();
    cache.remember('a', true);
    cache.end(['a']);
    cache.remember('a', true);
    expect(cache.get('a')).toBe(false);
  });

  it('stays bounded, dropping the oldest entry', () => {
    const cache = new SessionCache(5_000, 2);
    cache.remember('a', true);
    cache.remember('b', true);
    cache.remember('c', true);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, true, true]);
  });
});
