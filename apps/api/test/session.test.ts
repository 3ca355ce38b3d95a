import type { Tokens, User } from '@resume/core';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { me, newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

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
  it('returns the guest user exactly as API.md shows it', async () => {
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
