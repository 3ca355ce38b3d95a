import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailCodes } from '../../db/schema';

export type CodePurpose = 'email_confirm' | 'email_change';
export type EmailCodeRow = typeof emailCodes.$inferSelect;

/** Stores a new code; the user's earlier codes for the same purpose stop working. */
export async function replaceEmailCode(
  db: Db,
  values: {
    userId: string;
    purpose: CodePurpose;
    email: string;
    codeHash: string;
    linkTokenHash: string | null;
    expiresAt: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteEmailCodes(tx, values.userId, values.purpose);
    await tx.insert(emailCodes).values(values);
  });
}

export async function deleteEmailCodes(db: Db, userId: string, purpose: CodePurpose): Promise<void> {
  await db.delete(emailCodes).where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)));
}

const live = (now: Date, maxTries: number) =>
  and(isNull(emailCodes.consumedAt), gt(emailCodes.expiresAt, now), lt(emailCodes.attempts, maxTries));

/**
 * Spends one try on the live code sent to `email`, atomically: however many checks race, a code
 * never gets more than `maxTries` of them. Returns the codes that had a try left.
 */
export async function spendCodeTry(
  db: Db,
  where: { userId: string; purpose: CodePurpose; email: string },
  maxTries: number,
  now: Date,
): Promise<EmailCodeRow[]> {
  return db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(
        eq(emailCodes.userId, where.userId),
        eq(emailCodes.purpose, where.purpose),
        eq(emailCodes.email, where.email),
        live(now, maxTries),
      ),
    )
    .returning();
}

/** Uses a code up; false when another request used it first. */
export async function consumeEmailCode(db: Db, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return rows.length > 0;
}

/** Uses up the confirmation code whose emailed link carries this token, if it is still live. */
export async function consumeByLinkToken(
  db: Db,
  linkTokenHash: string,
  maxTries: number,
  now: Date,
): Promise<EmailCodeRow | undefined> {
  const [row] = await db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(emailCodes.linkTokenHash, linkTokenHash),
        eq(emailCodes.purpose, 'email_confirm'),
        live(now, maxTries),
      ),
    )
    .returning();
  return row;
}
