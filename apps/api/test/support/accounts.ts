import type { LoginResponse, Tokens, User } from '@resume/core';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '../../src/db/schema';
import type { TestApp } from './test-app';

export const PASSWORD = 'Sturdy1password';

let counter = 0;
/** An address no other test uses (test files share nothing, but a file's tests share one app). */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${counter}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export type Account = { email: string; password: string; tokens: Tokens };

export async function signUp(
  t: TestApp,
  options: { email?: string; password?: string; token?: string } = {},
): Promise<Account> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? PASSWORD;
  const res = await t.request<Tokens>('/api/v1/auth/signup', {
    token: options.token,
    body: { email, password, confirm_password: password },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { email, password, tokens: res.body };
}

export async function logIn(t: TestApp, email: string, password: string, token?: string) {
  return t.request<LoginResponse>('/api/v1/auth/login', { token, body: { email, password } });
}

export type ReceivedMail = { to: string; subject: string; text: string; html: string };

/**
 * The newest outbox mail to `to`, waiting for it: some mail leaves in the background so that
 * the answer never depends on whether an account exists.
 */
export async function mailTo(
  t: TestApp,
  to: string,
  subject?: RegExp,
  timeoutMs = 5000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await t.deps.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
    const found = rows.find((row) => !subject || subject.test(row.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}${subject ? ` matching ${subject}` : ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Every outbox mail to `to` (after giving background sends a moment). */
export async function allMailTo(t: TestApp, to: string, settleMs = 300): Promise<ReceivedMail[]> {
  await new Promise((r) => setTimeout(r, settleMs));
  return t.deps.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id));
}

export function codeIn(mail: { text: string }): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${mail.text}`);
  return code;
}

export function linkIn(mail: { text: string }, path: string): URL {
  const match = new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\S*`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return new URL(match[0]);
}

/** A signed-up account whose email is confirmed with the emailed code. */
export async function verifiedAccount(t: TestApp): Promise<Account & { user: User }> {
  const account = await signUp(t);
  const code = codeIn(await mailTo(t, account.email));
  const res = await t.request<User>('/api/v1/auth/verify-email', { body: { email: account.email, code } });
  expect(res.status).toBe(200);
  return { ...account, user: res.body };
}

/** A wrong code that is certainly not the right one. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}
