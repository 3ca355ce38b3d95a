import { completeResume } from '@resume/core/testing';
import { eq, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../src/config';
import {
  analyticsEvents,
  emailCodes,
  outbox,
  passwordResets,
  payments,
  refreshTokens,
  resumes,
  users,
} from '../src/db/schema';
import { GUEST_RETENTION_DAYS } from '../src/modules/cleanup/cleanup-jobs';
import { runCleanup } from '../src/modules/cleanup/cleanup-schedule';
import { signUp } from './support/accounts';
import { newGuest } from './support/sessions';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

async function guestWithResume(lastActiveDaysAgo: number, now: Date) {
  const tokens = await newGuest(t);
  const id = tokens.guest_id as string;
  const created = await t.request('/api/v1/resumes', {
    token: tokens.access_token,
    body: { data: completeResume() },
  });
  expect(created.status).toBe(201);
  await t.deps.db
    .update(users)
    .set({ lastActiveAt: new Date(now.getTime() - lastActiveDaysAgo * DAY) })
    .where(eq(users.id, id));
  return id;
}

const rowsOf = async (ids: string[]) => ({
  users: (await t.deps.db.select().from(users).where(inArray(users.id, ids))).length,
  resumes: (await t.deps.db.select().from(resumes).where(inArray(resumes.userId, ids))).length,
});

describe('scheduled cleanup', () => {
  it('purges guests inactive for 30 days with their resumes, and what has expired, and says how much', async () => {
    // A clock the test controls: "now" is two months from today.
    const now = new Date(Date.now() + 60 * DAY);
    const stale = [await guestWithResume(GUEST_RETENTION_DAYS + 1, now), await guestWithResume(45, now)];
    const recent = await guestWithResume(GUEST_RETENTION_DAYS - 1, now);
    const paying = await guestWithResume(90, now);
    await t.deps.db.insert(payments).values({
      userId: paying,
      provider: 'demo',
      providerSessionId: `demo-${paying}`,
      planId: 'pro_3m',
      amountCents: 4000,
      currency: 'usd',
      periodMonths: 3,
      status: 'paid',
    });
    // A registered user who signed up long ago and never came back is never purged.
    const account = await signUp(t);
    const [registered] = await t.deps.db.select().from(users).where(eq(users.email, account.email));
    await t.deps.db
      .update(users)
      .set({ lastActiveAt: new Date(0) })
      .where(eq(users.id, registered!.id));
    await t.request('/api/v1/auth/forgot-password', { body: { email: account.email } });
    // The sign-up mail and the reset mail sit in the outbox; one of them a week and a day old.
    const [oldMail] = await t.deps.db.select().from(outbox).limit(1);
    await t.deps.db
      .update(outbox)
      .set({ createdAt: new Date(now.getTime() - 8 * DAY) })
      .where(eq(outbox.id, oldMail!.id));

    const before = {
      tokens: (await t.deps.db.select().from(refreshTokens)).length,
      codes: (await t.deps.db.select().from(emailCodes)).length,
      resets: (await t.deps.db.select().from(passwordResets)).length,
      mail: (await t.deps.db.select().from(outbox)).length,
    };
    const removed = await runCleanup(t.deps.db, now, t.deps.config);

    expect(removed).toMatchObject({
      guests: 2,
      emailCodes: before.codes,
      passwordResets: before.resets,
      outboxMail: 1,
    });
    expect(await rowsOf(stale)).toEqual({ users: 0, resumes: 0 });
    expect(await rowsOf([recent, paying])).toEqual({ users: 2, resumes: 2 });
    expect(await rowsOf([registered!.id])).toMatchObject({ users: 1 });
    // Every refresh token issued today expires within 30 days: two months on, all are gone.
    expect(removed!.refreshTokens).toBe(before.tokens - 2);
    expect(await t.deps.db.select().from(refreshTokens)).toEqual([]);
    expect((await t.deps.db.select().from(outbox)).length).toBe(before.mail - 1);

    // A second run finds nothing left to do.
    expect(await runCleanup(t.deps.db, now, t.deps.config)).toEqual({
      guests: 0,
      refreshTokens: 0,
      emailCodes: 0,
      passwordResets: 0,
      outboxMail: 0,
      analyticsEvents: 0,
    });
  });

  it('runs on one instance at a time: a run that finds the lock held does nothing', async () => {
    const now = new Date(Date.now() + 60 * DAY);
    const stale = await guestWithResume(GUEST_RETENTION_DAYS + 5, now);
    const results = await Promise.all([
      runCleanup(t.deps.db, now, t.deps.config),
      runCleanup(t.deps.db, now, t.deps.config),
    ]);
    // On PostgreSQL the second run finds the lock taken (null); on the single-connection embedded
    // database the runs queue up and the second finds nothing left. Either way the guest goes once.
    const guestsRemoved = results.reduce((sum, r) => sum + (r?.guests ?? 0), 0);
    expect(guestsRemoved).toBe(1);
    expect(await rowsOf([stale])).toEqual({ users: 0, resumes: 0 });
  });
});

describe('analytics retention (issue 34: analytics cannot fill the disk)', () => {
  /** Events received `daysAgo` before `now`, claiming (as a client may) to happen a year ahead. */
  async function eventsReceived(now: Date, daysAgo: number, count: number, path: string) {
    await t.deps.db.insert(analyticsEvents).values(
      Array.from({ length: count }, () => ({
        name: 'page_view',
        path,
        occurredAt: new Date(now.getTime() + 365 * DAY),
        receivedAt: new Date(now.getTime() - daysAgo * DAY),
      })),
    );
  }
  const pathsLeft = async (paths: string[]) =>
    (await t.deps.db.select().from(analyticsEvents).where(inArray(analyticsEvents.path, paths))).map(
      (row) => row.path,
    );

  it('keeps analytics events 180 days by default, by when they were received', async () => {
    expect(parseEnv({}).ANALYTICS_RETENTION_DAYS).toBe(180);
    const now = new Date();
    await eventsReceived(now, 181, 3, '/retention-old');
    await eventsReceived(now, 179, 2, '/retention-kept');
    const removed = await runCleanup(t.deps.db, now, t.deps.config);
    expect(removed?.analyticsEvents).toBe(3);
    expect(await pathsLeft(['/retention-old', '/retention-kept'])).toEqual([
      '/retention-kept',
      '/retention-kept',
    ]);
  });

  it('keeps them as many days as ANALYTICS_RETENTION_DAYS says', async () => {
    const { ANALYTICS_RETENTION_DAYS: days } = parseEnv({ ANALYTICS_RETENTION_DAYS: '7' });
    expect(() => parseEnv({ ANALYTICS_RETENTION_DAYS: '0' })).toThrow(/ANALYTICS_RETENTION_DAYS/);
    const now = new Date();
    await eventsReceived(now, 8, 1, '/retention-week-old');
    await eventsReceived(now, 6, 1, '/retention-this-week');
    const weekAgo = new Date(now.getTime() - days * DAY);
    const older = await t.deps.db
      .select()
      .from(analyticsEvents)
      .where(lt(analyticsEvents.receivedAt, weekAgo));
    const removed = await runCleanup(t.deps.db, now, { analyticsRetentionDays: days });
    expect(removed?.analyticsEvents).toBe(older.length);
    expect(await pathsLeft(['/retention-week-old', '/retention-this-week'])).toEqual([
      '/retention-this-week',
    ]);
  });
});
