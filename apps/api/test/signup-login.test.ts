import { LIMITS, resumesNotMovedNotice, type Tokens } from '@resume/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, resumes, users } from '../src/db/schema';
import { codeIn, logIn, mailTo, PASSWORD, signUp, uniqueEmail } from './support/accounts';
import { me, newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  // Every login here comes from 127.0.0.1; rate-limits.test.ts tests the per-address login limit.
  t = await createTestApp({ publicUrl: 'https://resumes.example', rateLimits: { loginPerMinute: 1_000 } });
});
afterAll(() => t.close());

type Detail = { detail: string | { msg: string; loc: (string | number)[] }[] };

async function addResume(userId: string, name: string, updatedAt = new Date()) {
  await t.deps.db
    .insert(resumes)
    .values({ userId, name, template: 'classic', data: {}, source: 'scratch', updatedAt });
}

/** A new free account: its email and its user. */
async function account() {
  const { email, tokens } = await signUp(t);
  return { email, owner: (await me(t, tokens.access_token)).body };
}

/** A guest session, with its user, about to log in. */
async function guestSession() {
  const guest = await newGuest(t);
  return { guest, guestUser: (await me(t, guest.access_token)).body };
}

async function namesOf(userId: string): Promise<string[]> {
  const rows = await t.deps.db.select().from(resumes).where(eq(resumes.userId, userId));
  return rows.map((r) => r.name);
}

describe('POST /auth/signup', () => {
  it('creates a registered, unverified user with the free credits and no guest_id', async () => {
    const { tokens } = await signUp(t, { email: '  New.Person@Example.COM ' });
    expect(tokens.guest_id).toBeUndefined();
    const user = (await me(t, tokens.access_token)).body;
    expect(user).toMatchObject({
      email: 'new.person@example.com',
      is_registered: true,
      is_verified: false,
      has_completed_onboarding: false,
      credits: 5,
      guest_id: null,
    });
  });

  it('emails a 6-digit code and a confirmation link, in text and HTML', async () => {
    const { email } = await signUp(t);
    const mail = await mailTo(t, email);
    expect(mail.subject).toBe('Confirm your email for ResumeCraft');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    expect(mail.text).toMatch(/https:\/\/resumes\.example\/api\/v1\/auth\/confirm-email\?token=[\w-]{40,}/);
    expect(mail.html).toContain(codeIn(mail));
    expect(mail.html).toContain('https://resumes.example/api/v1/auth/confirm-email?token=');
    expect(mail.subject).not.toContain(codeIn(mail));
  });

  it('stores a salted scrypt hash, never the password', async () => {
    const { email } = await signUp(t);
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(row?.passwordHash).not.toContain(PASSWORD);
  });

  it('from a guest session upgrades that guest in place: same id, resumes and credits', async () => {
    const guest = await newGuest(t);
    const guestUser = (await me(t, guest.access_token)).body;
    await t.deps.db.update(users).set({ credits: 3 }).where(eq(users.id, guestUser.id));
    await addResume(guestUser.id, 'Made as a guest');

    const { tokens } = await signUp(t, { token: guest.access_token });
    const user = (await me(t, tokens.access_token)).body;
    expect(user).toMatchObject({ id: guestUser.id, is_registered: true, credits: 3, guest_id: null });
    const kept = await t.deps.db.select().from(resumes).where(eq(resumes.userId, user.id));
    expect(kept.map((r) => r.name)).toEqual(['Made as a guest']);
    // The anonymous sign-in ends; the account's new tokens carry on.
    const old = await t.request('/api/v1/auth/refresh', { body: { refresh_token: guest.refresh_token } });
    expect(old.status).toBe(401);
    const fresh = await t.request('/api/v1/auth/refresh', { body: { refresh_token: tokens.refresh_token } });
    expect(fresh.status).toBe(200);
    expect((await me(t, guest.access_token)).status).toBe(401);
  });

  it('answers 409 when the email is taken, whatever its case', async () => {
    const { email } = await signUp(t);
    const res = await t.request<Detail>('/api/v1/auth/signup', {
      body: { email: email.toUpperCase(), password: PASSWORD, confirm_password: PASSWORD },
    });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('An account with this email already exists');
  });

  it('answers 422 naming each unmet password rule and a mismatched confirmation', async () => {
    const weak = await t.request<Detail>('/api/v1/auth/signup', {
      body: { email: uniqueEmail(), password: 'short', confirm_password: 'short' },
    });
    expect(weak.status).toBe(422);
    expect(weak.body.detail).toEqual([
      expect.objectContaining({ msg: 'Password must be at least 8 characters', loc: ['body', 'password'] }),
      expect.objectContaining({
        msg: 'Password must contain an uppercase letter',
        loc: ['body', 'password'],
      }),
      expect.objectContaining({ msg: 'Password must contain a digit', loc: ['body', 'password'] }),
    ]);
    const mismatch = await t.request<Detail>('/api/v1/auth/signup', {
      body: { email: uniqueEmail(), password: PASSWORD, confirm_password: `${PASSWORD}x` },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.detail).toEqual([
      expect.objectContaining({ msg: 'Passwords do not match', loc: ['body', 'confirm_password'] }),
    ]);
  });

  it('answers 422 for an invalid email', async () => {
    const res = await t.request<Detail>('/api/v1/auth/signup', {
      body: { email: 'not-an-email', password: PASSWORD, confirm_password: PASSWORD },
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'email'] })]);
  });
});

describe('POST /auth/login', () => {
  it('answers Tokens for the right password, whatever the email case', async () => {
    const { email } = await signUp(t);
    const res = await logIn(t, email.toUpperCase(), PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.token_type).toBe('bearer');
    expect(res.body.guest_id).toBeUndefined();
    expect((await me(t, res.body.access_token)).body.email).toBe(email);
  });

  it('gives the same 401 for a wrong password and for an unknown email', async () => {
    const { email } = await signUp(t);
    const wrong = await logIn(t, email, 'Wrong1password');
    const unknown = await logIn(t, uniqueEmail('nobody'), PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ detail: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("from a guest session moves the guest's resumes to the account and deletes the guest", async () => {
    const { email, owner } = await account();
    await addResume(owner.id, 'First');
    const { guest, guestUser } = await guestSession();
    await addResume(guestUser.id, 'Guest draft');

    const res = await logIn(t, email, PASSWORD, guest.access_token);
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('resumes_not_moved');
    expect(res.body).not.toHaveProperty('notice');
    expect((await namesOf(owner.id)).sort()).toEqual(['First', 'Guest draft']);
    expect((await me(t, guest.access_token)).status).toBe(401);
    expect(await t.deps.db.select().from(users).where(eq(users.id, guestUser.id))).toEqual([]);
  });

  it('never moves a free account past its resume limit: the rest stay with the guest, named in the answer', async () => {
    const { email, owner } = await account();
    await addResume(owner.id, 'Account resume');
    const { guest, guestUser } = await guestSession();
    await addResume(guestUser.id, 'Older draft', new Date('2026-01-01T00:00:00Z'));
    await addResume(guestUser.id, 'Newest draft', new Date('2026-02-01T00:00:00Z'));

    const res = await logIn(t, email, PASSWORD, guest.access_token);
    expect(res.status).toBe(200);
    expect((await me(t, res.body.access_token)).body.id).toBe(owner.id);
    // The newest fits; the other is not moved and the answer says so, in the product's words.
    expect((await namesOf(owner.id)).sort()).toEqual(['Account resume', 'Newest draft']);
    expect(res.body.resumes_not_moved).toEqual([{ id: expect.any(String), name: 'Older draft' }]);
    expect(res.body.notice).toBe(resumesNotMovedNotice(['Older draft'], LIMITS.freeResumeLimit));
    // Nothing is lost: the guest and its session live on with what did not fit.
    const left = await t.request<{ name: string }[]>('/api/v1/resumes', { token: guest.access_token });
    expect(left.status).toBe(200);
    expect(left.body.map((r) => r.name)).toEqual(['Older draft']);
  });

  it('the four-rounds attack (issue 34) ends with at most 2 resumes on the free account', async () => {
    const { email, owner } = await account();
    for (let round = 1; round <= 4; round++) {
      const guest = await newGuest(t);
      for (const n of [1, 2]) {
        const made = await t.request('/api/v1/resumes', {
          token: guest.access_token,
          body: { name: `Round ${round} #${n}` },
        });
        expect(made.status).toBe(201);
      }
      const res = await logIn(t, email, PASSWORD, guest.access_token);
      expect(res.status).toBe(200);
      expect(res.body.resumes_not_moved ?? []).toHaveLength(round === 1 ? 0 : 2);
    }
    expect(await namesOf(owner.id)).toHaveLength(LIMITS.freeResumeLimit);
  });

  it('concurrent logins from several guests still leave the free account at its limit', async () => {
    const { email, owner } = await account();
    const guests = await Promise.all(Array.from({ length: 4 }, () => newGuest(t)));
    for (const guest of guests) {
      const id = (await me(t, guest.access_token)).body.id;
      await addResume(id, `${id} a`);
      await addResume(id, `${id} b`);
    }
    const answers = await Promise.all(guests.map((g) => logIn(t, email, PASSWORD, g.access_token)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await namesOf(owner.id)).toHaveLength(LIMITS.freeResumeLimit);
    const notMoved = answers.flatMap((a) => a.body.resumes_not_moved ?? []);
    expect(notMoved).toHaveLength(4 * 2 - LIMITS.freeResumeLimit);
  });

  it('a Pro account takes every guest resume', async () => {
    const { email, owner } = await account();
    await t.deps.db.update(users).set({ premiumUnlimited: true }).where(eq(users.id, owner.id));
    await addResume(owner.id, 'One');
    await addResume(owner.id, 'Two');
    const { guest, guestUser } = await guestSession();
    await addResume(guestUser.id, 'Three');
    await addResume(guestUser.id, 'Four');
    const res = await logIn(t, email, PASSWORD, guest.access_token);
    expect(res.body).not.toHaveProperty('resumes_not_moved');
    expect(await namesOf(owner.id)).toHaveLength(4);
  });

  it('answers 422 without an email or a password', async () => {
    const res = await t.request<Detail>('/api/v1/auth/login', { body: { email: '', password: '' } });
    expect(res.status).toBe(422);
    expect((res.body.detail as { loc: unknown[] }[]).map((d) => d.loc)).toEqual([
      ['body', 'email'],
      ['body', 'password'],
    ]);
  });
});

describe('POST /auth/logout', () => {
  it("revokes the refresh token; the account's other sessions go on", async () => {
    const { email, tokens: first } = await signUp(t);
    const second = (await logIn(t, email, PASSWORD)).body;
    const res = await t.request('/api/v1/auth/logout', {
      token: first.access_token,
      body: { refresh_token: first.refresh_token },
    });
    expect(res.status).toBe(204);
    const reuse = await t.request('/api/v1/auth/refresh', { body: { refresh_token: first.refresh_token } });
    expect(reuse.status).toBe(401);
    const other = await t.request<Tokens>('/api/v1/auth/refresh', {
      body: { refresh_token: second.refresh_token },
    });
    expect(other.status).toBe(200);
  });

  it("ends the bearer at once (not when it expires); the other sessions' bearers go on", async () => {
    const { email, tokens: first } = await signUp(t);
    const second = (await logIn(t, email, PASSWORD)).body;
    expect((await me(t, first.access_token)).status).toBe(200);
    await t.request('/api/v1/auth/logout', {
      token: first.access_token,
      body: { refresh_token: first.refresh_token },
    });
    expect((await me(t, first.access_token)).status).toBe(401);
    expect((await me(t, second.access_token)).status).toBe(200);
  });

  it("ends the bearer's own sign-in even when its refresh token was already rotated", async () => {
    const { tokens } = await signUp(t);
    const rotated = await t.request<Tokens>('/api/v1/auth/refresh', {
      body: { refresh_token: tokens.refresh_token },
    });
    const res = await t.request('/api/v1/auth/logout', {
      token: rotated.body.access_token,
      body: { refresh_token: 'not-a-token-of-this-session' },
    });
    expect(res.status).toBe(204);
    expect((await me(t, rotated.body.access_token)).status).toBe(401);
    const refresh = await t.request('/api/v1/auth/refresh', {
      body: { refresh_token: rotated.body.refresh_token },
    });
    expect(refresh.status).toBe(401);
  });

  it("cannot revoke another user's refresh token", async () => {
    const victim = await signUp(t);
    const attacker = await signUp(t);
    await t.request('/api/v1/auth/logout', {
      token: attacker.tokens.access_token,
      body: { refresh_token: victim.tokens.refresh_token },
    });
    expect((await me(t, victim.tokens.access_token)).status).toBe(200);
    const still = await t.request('/api/v1/auth/refresh', {
      body: { refresh_token: victim.tokens.refresh_token },
    });
    expect(still.status).toBe(200);
  });

  it('needs a bearer', async () => {
    const res = await t.request('/api/v1/auth/logout', { body: { refresh_token: 'x' } });
    expect(res.status).toBe(401);
  });
});

describe('refresh tokens of accounts', () => {
  it('are stored only as hashes', async () => {
    const { tokens } = await signUp(t);
    const rows = await t.deps.db.select().from(refreshTokens);
    expect(rows.some((r) => r.tokenHash === tokens.refresh_token)).toBe(false);
  });
});

describe('/api/docs', () => {
  it('describes every endpoint of Auth, User and Premium administration', async () => {
    const res = await t.request<{ paths: Record<string, Record<string, unknown>> }>('/api/docs');
    const operations = Object.entries(res.body.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path.replace('/api/v1', '')}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /auth/guest',
        'POST /auth/signup',
        'POST /auth/login',
        'POST /auth/refresh',
        'POST /auth/logout',
        'POST /auth/verify-email',
        'POST /auth/resend-verification-code',
        'GET /auth/confirm-email',
        'POST /auth/request-password-reset',
        'POST /auth/verify-password-reset-token',
        'POST /auth/reset-password',
        'GET /user/me',
        'PATCH /user/me',
        'DELETE /user/me',
        'POST /user/request-email-change-code',
        'POST /user/confirm-email-change',
        'POST /user/change-password',
        'POST /user/onboarding/complete',
        'PATCH /users/{id}/premium/enable',
        'PATCH /users/{id}/premium/disable',
      ]),
    );
  });
});
