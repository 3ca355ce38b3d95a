import type { Tokens } from '@resume/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { hashToken } from '../src/lib/secrets';
import type { Mail, Mailer } from '../src/modules/mail/mailer';
import { codeIn, linkIn, mailTo, PASSWORD, uniqueEmail } from './support/accounts';
import {
  type ApiResponse,
  createTestApp,
  type RequestOptions,
  TEST_SECRET,
  type TestApp,
} from './support/test-app';

/** Every line the app logs, as written (pino's JSON, one object a line). */
const written: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'trace', logStream: { write: (chunk) => void written.push(chunk) } });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Brand2newSecret';
const WRONG_PASSWORD = 'Wrong3password';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type LogLine = { reqId?: string; msg?: string; req?: unknown; res?: unknown; err?: { type?: string } };

/** The request ids the server answered with, in order. */
const answeredIds: string[] = [];

async function call<T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const res = await t.request<T>(path, options);
  answeredIds.push(res.headers.get('x-request-id') ?? '(none)');
  return res;
}

/** Waits for a line with this message: some are logged after the answer, by background work. */
async function logged(message: RegExp, timeoutMs = 5_000): Promise<LogLine> {
  for (const until = Date.now() + timeoutMs; Date.now() < until; ) {
    const found = written.map((l) => JSON.parse(l) as LogLine).find((l) => message.test(l.msg ?? ''));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`nothing logged matching ${message}`);
}

/** A mail server that fails the way a query does: its error message carries the mail (and the link). */
function failingMailer(seen: Mail[]): Mailer {
  return {
    kind: 'outbox',
    send: async (mail) => {
      seen.push(mail);
      throw new Error(`Failed query: insert into "outbox" values ($1, $2)\nparams: ${mail.to},${mail.text}`);
    },
    close: async () => {},
  };
}

describe('the log of a whole account journey', () => {
  it('gives every request line its id, and holds no password, token, code or hash', async () => {
    const from = written.length;
    const secrets: string[] = [PASSWORD, NEW_PASSWORD, WRONG_PASSWORD, TEST_SECRET];
    const keep = (tokens: Tokens) => {
      secrets.push(tokens.access_token, tokens.refresh_token, hashToken(tokens.refresh_token));
      return tokens;
    };
    const email = uniqueEmail('journey');

    // A caller's own safe id is kept and echoed; anything else is replaced by a fresh UUID.
    const guestRes = await call<Tokens>('/api/v1/auth/guest', {
      method: 'POST',
      headers: { 'x-request-id': 'journey.guest-1' },
    });
    expect(guestRes.status).toBe(201);
    expect(guestRes.headers.get('x-request-id')).toBe('journey.guest-1');
    const guest = keep(guestRes.body);

    const signup = await call<Tokens>('/api/v1/auth/signup', {
      token: guest.access_token,
      headers: { 'x-request-id': 'has spaces; and "quotes"' },
      body: { email, password: PASSWORD, confirm_password: PASSWORD },
    });
    expect(signup.status).toBe(201);
    expect(signup.headers.get('x-request-id')).toMatch(UUID);
    keep(signup.body);
    const [created] = await t.deps.db.select().from(users).where(eq(users.email, email));
    secrets.push(created!.passwordHash!);

    const welcome = await mailTo(t, email);
    const code = codeIn(welcome);
    const confirmToken = linkIn(welcome, '/api/v1/auth/confirm-email').searchParams.get('token')!;
    secrets.push(confirmToken, hashToken(confirmToken));
    const verified = await call('/api/v1/auth/verify-email', { body: { email, code } });
    expect(verified.status).toBe(200);
    // The emailed link carries its token in the URL, which is logged.
    const confirm = await call(`/api/v1/auth/confirm-email?token=${confirmToken}`);
    expect(confirm.status).toBe(302);

    const wrong = await call('/api/v1/auth/login', {
      headers: { 'x-request-id': 'x'.repeat(65) },
      body: { email, password: WRONG_PASSWORD },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('x-request-id')).toMatch(UUID);
    const login = await call<Tokens>('/api/v1/auth/login', { body: { email, password: PASSWORD } });
    expect(login.status).toBe(200);
    const refreshed = await call<Tokens>('/api/v1/auth/refresh', {
      body: { refresh_token: keep(login.body).refresh_token },
    });
    expect(refreshed.status).toBe(200);
    keep(refreshed.body);
    expect((await call('/api/v1/user/me', { token: refreshed.body.access_token })).status).toBe(200);

    // A reset whose mail fails: the error is logged, and the link in its message is not.
    const failed: Mail[] = [];
    const { mailer } = t.deps;
    t.deps.mailer = failingMailer(failed);
    try {
      expect((await call('/api/v1/auth/request-password-reset', { body: { email } })).status).toBe(202);
      const failure = await logged(/^password reset for .* failed$/);
      expect(failure.err?.type).toBe('Error');
    } finally {
      t.deps.mailer = mailer;
    }
    const lostToken = linkIn(failed[0]!, '/auth/reset-password-verification').searchParams.get('token')!;
    secrets.push(lostToken, hashToken(lostToken));

    expect((await call('/api/v1/auth/request-password-reset', { body: { email } })).status).toBe(202);
    const resetMail = await mailTo(t, email, /Reset your/);
    const resetToken = linkIn(resetMail, '/auth/reset-password-verification').searchParams.get('token')!;
    secrets.push(resetToken, hashToken(resetToken));
    expect(
      (await call('/api/v1/auth/verify-password-reset-token', { body: { token: resetToken } })).status,
    ).toBe(200);
    const reset = await call('/api/v1/auth/reset-password', {
      body: { token: resetToken, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
    });
    expect(reset.status).toBe(204);
    const [afterReset] = await t.deps.db.select().from(users).where(eq(users.email, email));
    secrets.push(afterReset!.passwordHash!);

    const again = keep(
      (await call<Tokens>('/api/v1/auth/login', { body: { email, password: NEW_PASSWORD } })).body,
    );
    const logout = await call('/api/v1/auth/logout', {
      token: again.access_token,
      body: { refresh_token: again.refresh_token },
    });
    expect(logout.status).toBe(204);
    expect(
      (await call('/api/v1/auth/refresh', { body: { refresh_token: again.refresh_token } })).status,
    ).toBe(401);
    await logged(/^mail to .*: Reset your/);

    const lines = written.slice(from).flatMap((chunk) => chunk.split('\n').filter(Boolean));
    const parsed = lines.map((line) => JSON.parse(line) as LogLine);

    // Every line came from a request, carries its id, and the id is one a client was answered with.
    expect(new Set(answeredIds).size).toBe(answeredIds.length);
    for (const [i, line] of parsed.entries()) {
      expect(line.reqId, lines[i]).toEqual(expect.any(String));
      expect(answeredIds, lines[i]).toContain(line.reqId);
    }
    // …and each request has its "incoming" and "completed" lines.
    for (const id of answeredIds) {
      const own = parsed.filter((line) => line.reqId === id);
      expect(
        own.some((line) => line.req !== undefined),
        id,
      ).toBe(true);
      expect(
        own.some((line) => line.res !== undefined),
        id,
      ).toBe(true);
    }

    const text = lines.join('\n');
    for (const secret of secrets) expect(text).not.toContain(secret);
    // The 6-digit code, as a number of its own (a timestamp may hold the same digits by chance).
    expect(text).not.toMatch(new RegExp(`(?<![\\d.])${code}(?![\\d.])`));
    expect(text).not.toMatch(/\bBearer\b/i);
    // Addresses appear masked (`j***@example.com`), never whole.
    expect(text).not.toContain(email);
    expect(text).not.toMatch(/scrypt\$|\$2[aby]\$|\$argon2/);
    // No SHA-256 (or longer) digest of anything.
    expect(text).not.toMatch(/[0-9a-f]{64}/i);
    expect(text).toContain('token=[redacted]');
  });
});
