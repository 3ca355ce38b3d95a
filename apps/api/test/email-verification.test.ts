import type { User } from '@resume/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailCodes, users } from '../src/db/schema';
import { allMailTo, codeIn, linkIn, mailTo, signUp, uniqueEmail, wrongCode } from './support/accounts';
import { me } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { resendSeconds: 1 } });
});
afterAll(() => t.close());

const INVALID = { detail: 'Invalid or expired verification code' };

const verify = (email: string, code: string) =>
  t.request<User | { detail: unknown }>('/api/v1/auth/verify-email', { body: { email, code } });

const resend = (email: string) =>
  t.request<{ resend_available_in?: number; detail?: { msg: string; retry_after: number } }>(
    '/api/v1/auth/resend-verification-code',
    { body: { email, code_type: 'email_confirm' } },
  );

const waitForCooldown = () => new Promise((r) => setTimeout(r, 1100));

describe('POST /auth/verify-email', () => {
  it('confirms the email with the emailed code and answers the user', async () => {
    const { email, tokens } = await signUp(t);
    const res = await verify(email, codeIn(await mailTo(t, email)));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email, is_verified: true });
    expect((await me(t, tokens.access_token)).body.is_verified).toBe(true);
  });

  it('keeps only a hash of the code', async () => {
    const { email } = await signUp(t);
    const code = codeIn(await mailTo(t, email));
    const rows = await t.deps.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('answers 400 for a wrong code and for an unknown email alike', async () => {
    const { email } = await signUp(t);
    const code = codeIn(await mailTo(t, email));
    const wrong = await verify(email, wrongCode(code));
    const unknown = await verify(uniqueEmail(), code);
    expect([wrong.status, unknown.status]).toEqual([400, 400]);
    expect(wrong.body).toEqual(INVALID);
    expect(unknown.body).toEqual(INVALID);
  });

  it('kills a code after 5 wrong tries: the right one no longer works', async () => {
    const { email } = await signUp(t);
    const code = codeIn(await mailTo(t, email));
    for (let i = 0; i < 5; i++) expect((await verify(email, wrongCode(code))).status).toBe(400);
    expect((await verify(email, code)).body).toEqual(INVALID);
  });

  it('accepts the right code on the fifth try', async () => {
    const { email } = await signUp(t);
    const code = codeIn(await mailTo(t, email));
    for (let i = 0; i < 4; i++) await verify(email, wrongCode(code));
    expect((await verify(email, code)).status).toBe(200);
  });

  it('refuses an expired code (15 minutes)', async () => {
    const { email } = await signUp(t);
    const code = codeIn(await mailTo(t, email));
    await t.deps.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.email, email));
    expect((await verify(email, code)).body).toEqual(INVALID);
  });

  it('uses a code once', async () => {
    const { email } = await signUp(t);
    const code = codeIn(await mailTo(t, email));
    expect((await verify(email, code)).status).toBe(200);
    expect((await verify(email, code)).status).toBe(400);
  });

  it('answers 422 with the 6-digit message for a malformed code', async () => {
    const res = await verify(uniqueEmail(), '12345');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      detail: [expect.objectContaining({ msg: 'Please enter the 6-digit code', loc: ['body', 'code'] })],
    });
  });
});

describe('POST /auth/resend-verification-code', () => {
  it('asked again sooner: 429 with the seconds left', async () => {
    const email = uniqueEmail();
    expect((await resend(email)).status).toBe(202);
    const res = await resend(email);
    expect(res.status).toBe(429);
    expect(res.body.detail?.retry_after).toBe(1);
    expect(res.headers.get('retry-after')).toBe('1');
  });

  it('right after sign-up, answers as for an unknown address, and mails nothing more until the cooldown', async () => {
    const { email } = await signUp(t);
    const res = await resend(email);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ resend_available_in: 1 });
    // The sign-up's own code is still the one that works.
    expect(await allMailTo(t, email)).toHaveLength(1);
    expect((await verify(email, codeIn(await mailTo(t, email)))).status).toBe(200);
  });

  it('tells nobody which addresses just signed up: same statuses, bodies and timing as unknown ones', async () => {
    type Probe = { statuses: number[]; bodies: unknown[]; headers: (string | null)[]; ms: number[] };
    const probe = async (email: string): Promise<Probe> => {
      const answers: Probe = { statuses: [], bodies: [], headers: [], ms: [] };
      for (let i = 0; i < 2; i++) {
        const started = performance.now();
        const res = await resend(email);
        answers.ms.push(performance.now() - started);
        answers.statuses.push(res.status);
        answers.bodies.push(res.body);
        answers.headers.push(res.headers.get('retry-after'));
      }
      return answers;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const used: Probe[] = [];
    const unknown: Probe[] = [];
    for (let round = 0; round < 5; round++) {
      const { email } = await signUp(t);
      used.push(await probe(email));
      unknown.push(await probe(uniqueEmail('never-signed-up')));
    }
    for (const [i, answers] of used.entries()) {
      const { ms: _usedMs, ...seen } = answers;
      const { ms: _unknownMs, ...expected } = unknown[i]!;
      expect(seen).toEqual(expected);
      expect(seen.statuses).toEqual([202, 429]);
    }
    // Both refusals are decided before anything about the address is looked up.
    const refusal = (probes: Probe[]) => median(probes.map((p) => p.ms[1]!));
    expect(Math.abs(refusal(used) - refusal(unknown))).toBeLessThan(25);
    const answer = (probes: Probe[]) => median(probes.map((p) => p.ms[0]!));
    expect(Math.abs(answer(used) - answer(unknown))).toBeLessThan(25);
  });

  it('then sends a new code; the old one stops working', async () => {
    const { email } = await signUp(t);
    const first = codeIn(await mailTo(t, email));
    await waitForCooldown();
    const res = await resend(email);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ resend_available_in: 1 });
    const mails = await allMailTo(t, email);
    expect(mails).toHaveLength(2);
    const second = codeIn(mails[0]!);
    expect((await verify(email, first)).status).toBe(400);
    expect((await verify(email, second)).status).toBe(200);
  });

  it('answers the same for an unknown email, cooldown included, and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const first = await resend(email);
    expect(first.status).toBe(202);
    expect(first.body).toEqual({ resend_available_in: 1 });
    expect((await resend(email)).status).toBe(429);
    expect(await allMailTo(t, email)).toEqual([]);
  });

  it('sends nothing to an address that is already verified', async () => {
    const { email } = await signUp(t);
    await verify(email, codeIn(await mailTo(t, email)));
    await waitForCooldown();
    expect((await resend(email)).status).toBe(202);
    expect(await allMailTo(t, email)).toHaveLength(1);
  });

  it('answers 422 for another code_type', async () => {
    const res = await t.request('/api/v1/auth/resend-verification-code', {
      body: { email: uniqueEmail(), code_type: 'password' },
    });
    expect(res.status).toBe(422);
  });
});

describe('GET /auth/confirm-email (the emailed link)', () => {
  it('confirms and redirects to /auth/email-confirmed', async () => {
    const { email } = await signUp(t);
    const link = linkIn(await mailTo(t, email), '/api/v1/auth/confirm-email');
    const res = await t.request(`${link.pathname}${link.search}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/auth/email-confirmed');
    const [row] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(row?.isVerified).toBe(true);
  });

  it('redirects to /auth/email-confirmation-error for a used, unknown or missing token', async () => {
    const { email } = await signUp(t);
    const link = linkIn(await mailTo(t, email), '/api/v1/auth/confirm-email');
    await t.request(`${link.pathname}${link.search}`);
    for (const path of [`${link.pathname}${link.search}`, `${link.pathname}?token=nope`, link.pathname]) {
      const res = await t.request(path);
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/auth/email-confirmation-error');
    }
  });

  it('stops working once the code was used', async () => {
    const { email } = await signUp(t);
    const mail = await mailTo(t, email);
    await verify(email, codeIn(mail));
    const link = linkIn(mail, '/api/v1/auth/confirm-email');
    const res = await t.request(`${link.pathname}${link.search}`);
    expect(res.headers.get('location')).toBe('/auth/email-confirmation-error');
  });
});
