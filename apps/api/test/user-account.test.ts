import type { Tokens, User } from '@resume/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, refreshTokens, resumes, users } from '../src/db/schema';
import {
  codeIn,
  logIn,
  mailTo,
  PASSWORD,
  signUp,
  uniqueEmail,
  verifiedAccount,
  wrongCode,
} from './support/accounts';
import { me, newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ANSWERS = {
  experience: '3-5 years',
  job_search_status: 'Soon, preparing',
  background_field: 'Design/Content/Creative',
  resume_goal: 'Change careers',
};

describe('PATCH /user/me', () => {
  it('updates the first and last name, trimmed', async () => {
    const { tokens } = await signUp(t);
    const res = await t.request<User>('/api/v1/user/me', {
      method: 'PATCH',
      token: tokens.access_token,
      body: { first_name: ' Ada ', last_name: 'Lovelace' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    const partial = await t.request<User>('/api/v1/user/me', {
      method: 'PATCH',
      token: tokens.access_token,
      body: { last_name: 'Byron' },
    });
    expect(partial.body).toMatchObject({ first_name: 'Ada', last_name: 'Byron' });
  });

  it('answers the user unchanged for a body naming neither name (both are optional)', async () => {
    const { tokens } = await signUp(t);
    const named = { method: 'PATCH', token: tokens.access_token, body: { first_name: 'Ada' } } as const;
    await t.request('/api/v1/user/me', named);
    for (const body of [{}, { is_premium: true }]) {
      const res = await t.request<User>('/api/v1/user/me', { ...named, body });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ first_name: 'Ada', is_premium: false });
    }
  });

  it('answers 422 for a name over 100 characters and 401 without a bearer', async () => {
    const { tokens } = await signUp(t);
    const long = await t.request('/api/v1/user/me', {
      method: 'PATCH',
      token: tokens.access_token,
      body: { first_name: 'x'.repeat(101) },
    });
    expect(long.status).toBe(422);
    expect((await t.request('/api/v1/user/me', { method: 'PATCH', body: {} })).status).toBe(401);
  });
});

describe('POST /user/onboarding/complete', () => {
  it('stores the answers and answers the user with has_completed_onboarding and the answers', async () => {
    const { tokens, user } = await verifiedAccount(t);
    const res = await t.request<User>('/api/v1/user/onboarding/complete', {
      token: tokens.access_token,
      body: { responses: ANSWERS },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      has_completed_onboarding: true,
      onboarding_responses: ANSWERS,
    });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.onboardingResponses).toEqual(ANSWERS);
  });

  it('answers 422 naming a missing answer and one that is not an option', async () => {
    const { tokens } = await signUp(t);
    const res = await t.request<{ detail: { loc: unknown[] }[] }>('/api/v1/user/onboarding/complete', {
      token: tokens.access_token,
      body: { responses: { ...ANSWERS, experience: '20 years', resume_goal: undefined } },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail.map((d) => d.loc)).toEqual([
      ['body', 'responses', 'experience'],
      ['body', 'responses', 'resume_goal'],
    ]);
  });
});

describe('POST /user/change-password', () => {
  it("changes the password and ends the account's other sessions, not this one", async () => {
    const { email, tokens } = await signUp(t);
    const other = (await logIn(t, email, PASSWORD)).body;
    const res = await t.request('/api/v1/user/change-password', {
      token: tokens.access_token,
      body: { current_password: PASSWORD, new_password: 'Changed2password' },
    });
    expect(res.status).toBe(204);
    const refresh = (refresh_token: string) => t.request('/api/v1/auth/refresh', { body: { refresh_token } });
    expect((await refresh(other.refresh_token)).status).toBe(401);
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
    expect((await logIn(t, email, 'Changed2password')).status).toBe(200);
  });

  it("refuses the other sessions' access tokens at once; this session's goes on", async () => {
    const { email, tokens } = await signUp(t);
    const other = (await logIn(t, email, PASSWORD)).body;
    expect((await me(t, other.access_token)).status).toBe(200);
    const res = await t.request('/api/v1/user/change-password', {
      token: tokens.access_token,
      body: { current_password: PASSWORD, new_password: 'Changed2password' },
    });
    expect(res.status).toBe(204);
    expect((await me(t, other.access_token)).status).toBe(401);
    expect((await me(t, tokens.access_token)).status).toBe(200);
  });

  it('answers 400 when the current password is wrong, 422 when the new one is weak', async () => {
    const { tokens } = await signUp(t);
    const wrong = await t.request('/api/v1/user/change-password', {
      token: tokens.access_token,
      body: { current_password: 'Not1thepassword', new_password: 'Changed2password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ detail: 'Current password is incorrect' });
    const weak = await t.request('/api/v1/user/change-password', {
      token: tokens.access_token,
      body: { current_password: PASSWORD, new_password: 'weak' },
    });
    expect(weak.status).toBe(422);
  });

  it('answers 403 for a guest, who has no password', async () => {
    const guest = await newGuest(t);
    const res = await t.request('/api/v1/user/change-password', {
      token: guest.access_token,
      body: { current_password: 'Anything1x', new_password: 'Changed2password' },
    });
    expect(res.status).toBe(403);
  });
});

describe('email change', () => {
  const requestCode = (token: string, email: string) =>
    t.request('/api/v1/user/request-email-change-code', { token, body: { email } });
  const confirm = (token: string, email: string, code: string) =>
    t.request<User>('/api/v1/user/confirm-email-change', { token, body: { email, code } });

  it('sends a code to the new address; the code switches the email, still verified', async () => {
    const { tokens } = await verifiedAccount(t);
    const next = uniqueEmail('moved');
    const res = await requestCode(tokens.access_token, next);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ resend_available_in: 60 });
    const code = codeIn(await mailTo(t, next));
    const done = await confirm(tokens.access_token, next.toUpperCase(), code);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ email: next, is_verified: true });
  });

  it('answers 400 for a wrong code and leaves the email as it was', async () => {
    const { email, tokens } = await verifiedAccount(t);
    const next = uniqueEmail('moved');
    await requestCode(tokens.access_token, next);
    const code = codeIn(await mailTo(t, next));
    const res = await confirm(tokens.access_token, next, wrongCode(code));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Invalid or expired verification code' });
    expect((await me(t, tokens.access_token)).body.email).toBe(email);
  });

  it('answers 409 when the new address belongs to another account, or is already yours', async () => {
    const taken = await signUp(t);
    const { email, tokens } = await signUp(t);
    expect((await requestCode(tokens.access_token, taken.email)).status).toBe(409);
    expect((await requestCode(tokens.access_token, email)).status).toBe(409);
  });

  it('waits 60 seconds between codes: 429 with the seconds left', async () => {
    const { tokens } = await signUp(t);
    expect((await requestCode(tokens.access_token, uniqueEmail())).status).toBe(202);
    const again = await requestCode(tokens.access_token, uniqueEmail());
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(50);
  });

  it('answers 403 for a guest', async () => {
    const guest = await newGuest(t);
    expect((await requestCode(guest.access_token, uniqueEmail())).status).toBe(403);
  });
});

describe('DELETE /user/me', () => {
  it('answers 400 for a wrong password and keeps the account', async () => {
    const { email, tokens } = await signUp(t);
    const res = await t.request('/api/v1/user/me', {
      method: 'DELETE',
      token: tokens.access_token,
      body: { password: 'Wrong1password' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Incorrect password' });
    expect((await logIn(t, email, PASSWORD)).status).toBe(200);
  });

  it('answers 422 naming the password when an account sends the guest body, and keeps the account', async () => {
    const { email, tokens } = await signUp(t);
    const res = await t.request<{ detail: { loc: unknown[] }[] }>('/api/v1/user/me', {
      method: 'DELETE',
      token: tokens.access_token,
      body: {},
    });
    expect(res.status).toBe(422);
    expect(res.body.detail.map((item) => item.loc)).toEqual([['body', 'password']]);
    expect((await logIn(t, email, PASSWORD)).status).toBe(200);
  });

  it('deletes the user with its resumes, tokens and codes', async () => {
    const { email, tokens } = await signUp(t);
    const user = (await me(t, tokens.access_token)).body;
    await t.deps.db
      .insert(resumes)
      .values({ userId: user.id, name: 'Mine', template: 'classic', data: {}, source: 'scratch' });
    const res = await t.request('/api/v1/user/me', {
      method: 'DELETE',
      token: tokens.access_token,
      body: { password: PASSWORD },
    });
    expect(res.status).toBe(204);
    expect((await me(t, tokens.access_token)).status).toBe(401);
    expect((await logIn(t, email, PASSWORD)).status).toBe(401);
    for (const [table, column] of [
      [resumes, resumes.userId],
      [refreshTokens, refreshTokens.userId],
      [emailCodes, emailCodes.userId],
    ] as const) {
      expect(await t.deps.db.select().from(table).where(eq(column, user.id))).toEqual([]);
    }
  });

  it('deletes a guest with an empty body', async () => {
    const guest: Tokens = await newGuest(t);
    const res = await t.request('/api/v1/user/me', { method: 'DELETE', token: guest.access_token, body: {} });
    expect(res.status).toBe(204);
    expect((await me(t, guest.access_token)).status).toBe(401);
  });
});
