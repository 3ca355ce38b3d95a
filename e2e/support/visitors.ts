import type { Tokens } from '@resume/core';
import { longWordsResume } from '@resume/core/testing';
import type { Browser, Page } from 'playwright-core';
import { PASSWORD, verifiedAccount } from './accounts';
import { baseUrl, newVisitor } from './browser';
import { FILLED_RESUME_NAME } from './filled-resume';

/**
 * Who looks: a guest; a member (registered, verified, onboarded); a member who bought Pro (more in
 * the header and its menu); a verified newcomer who has not answered onboarding yet.
 */
export type Who = 'guest' | 'member' | 'pro' | 'newcomer';

/** Every kind of visitor, for journeys that look at the product through each one's eyes. */
export const EVERYONE: readonly Who[] = ['guest', 'member', 'pro', 'newcomer'];

export type FilledResume = { id: string; name: string };

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function createFilledResume(token: string): Promise<FilledResume> {
  const resume = await call<{ id: string; name: string }>(
    'POST',
    '/resumes',
    { name: FILLED_RESUME_NAME, data: longWordsResume() },
    token,
  );
  return { id: resume.id, name: resume.name };
}

type Account = { email: string; resume: FilledResume | null };

/** A registered, verified account, onboarded unless told otherwise; made through the api. */
async function makeAccount(who: Exclude<Who, 'guest'>): Promise<Account> {
  const { email, accessToken } = await verifiedAccount(`screens-${who}`, { onboard: who !== 'newcomer' });
  if (who === 'newcomer') return { email, resume: null };
  if (who === 'pro') await buyPro(accessToken);
  return { email, resume: await createFilledResume(accessToken) };
}

/** Pays for Pro through the built-in demo checkout, as its Pay button does. */
export async function buyPro(token: string): Promise<void> {
  const { checkout_url } = await call<{ checkout_url: string }>(
    'POST',
    '/billing/checkout',
    { plan_id: 'pro_3m' },
    token,
  );
  const ticket = new URL(checkout_url, baseUrl()).searchParams.get('ticket');
  if (!ticket) throw new Error(`not the demo checkout: ${checkout_url}`);
  const paid = await fetch(`${baseUrl()}/demo-checkout/pay?ticket=${encodeURIComponent(ticket)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`demo checkout: ${paid.status} ${await paid.text()}`);
  const user = await call<{ is_premium: boolean }>('GET', '/user/me', undefined, token);
  if (!user.is_premium) throw new Error('Pro did not unlock after the demo payment');
}

// One account of each kind per test file, whatever the number of widths: each visitor logs in anew.
const accounts = new Map<Who, Promise<Account>>();
function accountFor(who: Exclude<Who, 'guest'>): Promise<Account> {
  let account = accounts.get(who);
  if (!account) {
    account = makeAccount(who);
    accounts.set(who, account);
  }
  return account;
}

export type Visitor = { page: Page; who: Who; width: number; resume: FilledResume | null };

/**
 * A browser page of the given width whose session is `who`'s (tokens put where the app keeps them),
 * with the filled resume: a guest gets their own, members share their account's.
 */
export async function visitorWithResume(
  browser: Browser,
  who: Who,
  width: number,
  height = 800,
): Promise<Visitor> {
  let tokens: Tokens;
  let resume: FilledResume | null;
  if (who === 'guest') {
    tokens = await call<Tokens>('POST', '/auth/guest');
    resume = await createFilledResume(tokens.access_token);
  } else {
    const account = await accountFor(who);
    tokens = await call<Tokens>('POST', '/auth/login', { email: account.email, password: PASSWORD });
    resume = account.resume;
  }
  const page = await newVisitor(browser, width, height);
  // Only into an empty storage: the app's own refreshes must not be undone on the next page.
  await page.context().addInitScript((t) => {
    if (localStorage.getItem('session')) return;
    const { access_token, refresh_token, token_type } = t;
    localStorage.setItem('session', JSON.stringify({ access_token, refresh_token, token_type }));
    if (t.guest_id) localStorage.setItem('guest_id', t.guest_id);
  }, tokens);
  return { page, who, width, resume };
}
