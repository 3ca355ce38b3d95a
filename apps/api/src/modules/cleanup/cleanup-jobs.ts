import { and, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailCodes, outbox, passwordResets, payments, refreshTokens, users } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** PRODUCT.md "Accounts": guests inactive this long are purged with their resumes. */
export const GUEST_RETENTION_DAYS = 30;
/** Mail kept in the local outbox (no SMTP) is there to be read in development, not kept. */
export const OUTBOX_RETENTION_DAYS = 7;

/** What one cleanup run removed, by kind. */
export type CleanupCounts = {
  guests: number;
  refreshTokens: number;
  emailCodes: number;
  passwordResets: number;
  outboxMail: number;
};

const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Removes what has outlived its use, as of `now`: guests inactive for 30 days (their resumes,
 * tokens and codes go with them; a guest with a payment is kept), refresh tokens, email codes and
 * password reset links past their expiry, and local outbox mail older than a week.
 */
export async function removeExpired(db: Db, now: Date): Promise<CleanupCounts> {
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
  return {
    guests: guests.length,
    refreshTokens: tokens.length,
    emailCodes: codes.length,
    passwordResets: resets.length,
    outboxMail: mail.length,
  };
}
