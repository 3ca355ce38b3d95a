import type { Page } from 'playwright-core';
import { baseUrl } from './browser';

export type OutboxMail = { to: string; subject: string; text: string; html: string; created_at: string };

/** The newest mail to `to` in the server's outbox (GET /dev/mailbox.json), waiting for it to arrive. */
export async function mailTo(to: string, subject: RegExp, timeoutMs = 10_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await (await fetch(`${baseUrl()}/dev/mailbox.json`)).json()) as OutboxMail[];
    const found = mails.find((m) => m.to === to && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function codeIn(mail: OutboxMail): string {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in ${mail.text}`);
  return code;
}

/** The emailed link to `path`, as a path on the app (the mail names the server's PUBLIC_URL). */
export function linkIn(mail: OutboxMail, path: string): string {
  const url = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname === path);
  if (!url) throw new Error(`no ${path} link in ${mail.text}`);
  return `${url.pathname}${url.search}`;
}

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}-${Date.now().toString(36)}@example.com`;
}

export const PASSWORD = 'Journey1password';

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A verified account made through the api (not the journey under test), onboarded unless told not to. */
export async function verifiedAccount(
  prefix: string,
  { onboard = true } = {},
): Promise<{ email: string; password: string; accessToken: string }> {
  const email = uniqueEmail(prefix);
  const tokens = await api<{ access_token: string }>('/auth/signup', {
    email,
    password: PASSWORD,
    confirm_password: PASSWORD,
  });
  const code = codeIn(await mailTo(email, /Confirm your email/));
  await api('/auth/verify-email', { email, code });
  if (onboard)
    await api(
      '/user/onboarding/complete',
      {
        responses: {
          experience: '3-5 years',
          job_search_status: 'Yes, actively',
          background_field: 'Tech/Software/Engineering',
          resume_goal: 'Get a better job',
        },
      },
      tokens.access_token,
    );
  return { email, password: PASSWORD, accessToken: tokens.access_token };
}

/** A verified account that has answered onboarding: what most journeys start signed in as. */
export async function readyAccount(prefix: string): Promise<{ email: string; password: string }> {
  const { email, password } = await verifiedAccount(prefix);
  return { email, password };
}

/** Fills the login form on the current page and submits it. */
export async function logInWith(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
