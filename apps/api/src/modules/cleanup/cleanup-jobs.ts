import { and, isNull, lt, notExists, sql } from 'drizzle-orm';
import { type Config, DEFAULT_ANALYTICS_RETENTION_DAYS } from '../../config';
import type { Db } from '../../db/client';
import {
  analyticsEvents,
  emailCodes,
  outbox,
  passwordResets,
  payments,
  refreshTokens,
  users,
} from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** docs/product.md#accounts: guests inactive this long are purged with their resumes. */
export const GUEST_RETENTION_DAYS = 30;
/** Mail kept in the local outbox (no SMTP) is there to be read in development, not kept. */
export const OUTBOX_RETENTION_DAYS = 7;

/** What the configuration decides about a cleanup run: how long analytics events are kept. */
export type CleanupConfig = Pick<Config, 'analyticsRetentionDays'>;

/** What one cleanup run removed, by kind. */
export type CleanupCounts = {
  guests: number;
  refreshTokens: number;
  emailCodes: number;
  passwordResets: number;
  outboxMail: number;
  analyticsEvents: number;
};

const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Deletes the analytics events received before `before`, answering how many: counted in the
 * database, since a first run after a long time may delete millions of rows.
 */
async function removeAnalyticsBefore(db: Db, before: Date): Promise<number> {
  const { rows } = (await db.execute(sql`
    with gone as (
      delete from ${analyticsEvents} where ${analyticsEvents.receivedAt} < ${before.toISOString()}::timestamptz
      returning 1
    )
    select count(*)::int as count from gone`)) as { rows: { count: number }[] };
  return Number(rows[0]?.count ?? 0);
}

/**
 * Removes what has outlived its use, as of `now`: guests inactive for 30 days (their resumes,
 * tokens and codes go with them; a guest with a payment is kept), refresh tokens, email codes and
 * password reset links past their expiry, local outbox mail older than a week, and analytics
 * events received longer ago than ANALYTICS_RETENTION_DAYS (by when the server received them:
 * the time an event claims to have happened is the client's to write).
 */
export async function removeExpired(db: Db, now: Date, config: CleanupConfig): Promise<CleanupCounts> {
  const guests = await db
    .delete(users)
    .where(
      and(
        isNull(users.email),
        lt(users.lastActiveAt, ago(now, GUEST_RETENTION_DAYS)),
        notExists(db.select({ one: sql`1` }).from(payments).where(sql`${payments.userId} = ${users.id}`)),
      ),
    )
    .returning({ id: users.id });
  const tokens = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, now))
    .returning({ id: refreshTokens.id });
  const codes = await db
    .delete(emailCodes)
    .where(lt(emailCodes.expiresAt, now))
    .returning({ id: emailCodes.id });
  const resets = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, now))
    .returning({ id: passwordResets.id });
  const mail = await db
    .delete(outbox)
    .where(lt(outbox.createdAt, ago(now, OUTBOX_RETENTION_DAYS)))
    .returning({ id: outbox.id });
  const analyticsDays = config.analyticsRetentionDays ?? DEFAULT_ANALYTICS_RETENTION_DAYS;
  const analytics = await removeAnalyticsBefore(db, ago(now, analyticsDays));
  return {
    guests: guests.length,
    refreshTokens: tokens.length,
    emailCodes: codes.length,
    passwordResets: resets.length,
    outboxMail: mail.length,
    analyticsEvents: analytics,
  };
}
