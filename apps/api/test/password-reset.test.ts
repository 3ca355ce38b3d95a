import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../src/db/schema';
import { hashToken } from '../src/lib/secrets';
import { allMailTo, linkIn, logIn, mailTo, PASSWORD, signUp, uniqueEmail } from './support/accounts';
import { me } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://resumes.example' });
});
afterAll(() => t.close());

const INVALID = { detail: 'This password reset link is invalid or has expired.' };
const NEW_PASSWORD = 'Brand2newSecret';

const requestReset = (email: string) => t.request('/api/v1/auth/request-password-reset', { body: { email } });
const checkToken = (token: string) =>
  t.request('/api/v1/auth/verify-password-reset-token', { body: { token } });
const reset = (token: string, password = NEW_PASSWORD, confirm = password) =>
  t.request('/api/v1/auth/reset-password', {
    body: { token, new_password: password, confirm_password: confirm },
  });

/** Signs up, asks for a reset and returns the token from the emailed link. */
async function resetToken() {
  const { email, tokens } = await signUp(t);
  expect((await requestReset(email)).status).toBe(202);
  const link = linkIn(await mailTo(t, email, /Reset your/), '/auth/reset-password-verification');
  return {
    email,
    token: link.searchParams.get('token')!,
    refreshToken: tokens.refresh_token,
    accessToken: tokens.access_token,
  };
}

describe('POST /auth/request-password-reset', () => {
  it('emails a link to PUBLIC_URL/auth/reset-password-verification?token=…', async () => {
    const { email } = await signUp(t);
    expect((await requestReset(email)).status).toBe(202);
    const mail = await mailTo(t, email, /Reset your/);
    expect(mail.subject).toBe('Reset your ResumeCraft password');
    const link = linkIn(mail, '/auth/reset-password-verification');
    expect(link.origin).toBe('https://resumes.example');
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
    expect(mail.html).toContain(link.searchParams.get('token'));
    const [row] = await t.deps.db.select().from(passwordResets);
    expect(JSON.stringify(row)).not.toContain(link.searchParams.get('token'));
  });

  it('answers 202 for an unknown email too, and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const res = await requestReset(email);
    expect(res.status).toBe(202);
    expect(await allMailTo(t, email)).toEqual([]);
  });

  it('answers without waiting for the mail server', async () => {
    const { email } = await signUp(t);
    const { mailer } = t.deps;
    let sending!: () => void;
    const sent = new Promise<void>((resolve) => {
      sending = resolve;
    });
    const hung = () => {
      sending();
      return new Promise<void>(() => {});
    };
    t.deps.mailer = { kind: mailer.kind, send: hung, close: async () => {} };
    try {
      expect((await requestReset(email)).status).toBe(202);
      await sent; // The mail did go to the server that never answers.
    } finally {
      t.deps.mailer = mailer;
    }
  });

  it('answers before looking the email up: the lookup cannot tell in the timing', async () => {
    const { email } = await signUp(t);
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // Holds the users table: a lookup on the request path would keep the answer waiting.
    const holder = t.deps.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      locked();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await isLocked;
    try {
      expect((await requestReset(email)).status).toBe(202);
    } finally {
      release();
      await holder;
    }
    expect((await mailTo(t, email, /Reset your/)).subject).toBe('Reset your ResumeCraft password');
  });

  it('allows 5 requests an hour per email, then 429', async () => {
    const email = uniqueEmail('eager');
    for (let i = 0; i < 5; i++) expect((await requestReset(email)).status).toBe(202);
    const res = await requestReset(email);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /auth/verify-password-reset-token', () => {
  it('answers {valid: true} for a live link', async () => {
    const { token } = await resetToken();
    const res = await checkToken(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ valid: true });
  });

  it('answers 400 with the invalid-or-expired message otherwise', async () => {
    const res = await checkToken('made-up');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(INVALID);
  });

  it('refuses a link older than 60 minutes', async () => {
    const { token } = await resetToken();
    await t.deps.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    expect((await checkToken(token)).body).toEqual(INVALID);
    expect((await reset(token)).status).toBe(400);
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the new password: the old one stops working, the new one works', async () => {
    const { email, token } = await resetToken();
    expect((await reset(token)).status).toBe(204);
    expect((await logIn(t, email, PASSWORD)).status).toBe(401);
    expect((await logIn(t, email, NEW_PASSWORD)).status).toBe(200);
  });

  it('revokes every refresh token of the user', async () => {
    const { email, token, refreshToken } = await resetToken();
    const other = (await logIn(t, email, PASSWORD)).body;
    await reset(token);
    for (const refresh_token of [refreshToken, other.refresh_token]) {
      expect((await t.request('/api/v1/auth/refresh', { body: { refresh_token } })).status).toBe(401);
    }
  });

  it('refuses every access token of the user at once', async () => {
    const { email, token, accessToken } = await resetToken();
    const other = (await logIn(t, email, PASSWORD)).body;
    for (const bearer of [accessToken, other.access_token]) expect((await me(t, bearer)).status).toBe(200);
    expect((await reset(token)).status).toBe(204);
    for (const bearer of [accessToken, other.access_token]) expect((await me(t, bearer)).status).toBe(401);
  });

  it('works once: the link is spent, and so are the other links of the user', async () => {
    const { email, token } = await resetToken();
    await requestReset(email);
    const resetMailsTo = async () =>
      (await allMailTo(t, email, 0)).filter((m) => m.subject.startsWith('Reset'));
    await expect.poll(async () => (await resetMailsTo()).length).toBe(2);
    const resetMails = await resetMailsTo();
    const second = linkIn(resetMails[0]!, '/auth/reset-password-verification').searchParams.get('token')!;
    expect((await reset(token)).status).toBe(204);
    expect((await reset(token, 'Another3secret')).body).toEqual(INVALID);
    expect((await checkToken(second)).status).toBe(400);
  });

  it('answers 422 for a weak password or a mismatched confirmation', async () => {
    const { token } = await resetToken();
    const weak = await reset(token, 'weakpass');
    expect(weak.status).toBe(422);
    const mismatch = await reset(token, NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(mismatch.status).toBe(422);
    expect(mismatch.body).toEqual({
      detail: [expect.objectContaining({ msg: 'Passwords do not match', loc: ['body', 'confirm_password'] })],
    });
    // Refused requests do not spend the link.
    expect((await checkToken(token)).status).toBe(200);
  });
});
