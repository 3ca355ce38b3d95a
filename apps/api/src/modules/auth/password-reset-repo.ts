import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { passwordResets } from '../../db/schema';

export type PasswordResetRow = typeof passwordResets.$inferSelect;

export async function insertPasswordReset(
  db: Db,
  values: { userId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

const usable = (tokenHash: string, now: Date) =>
  and(
    eq(passwordResets.tokenHash, tokenHash),
    isNull(passwordResets.usedAt),
    gt(passwordResets.expiresAt, now),
  );

export async function findUsableReset(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<PasswordResetRow | undefined> {
  const [row] = await db.select().from(passwordResets).where(usable(tokenHash, now)).limit(1);
  return row;
}

/** Uses a reset link up, atomically: of two submissions with one link, only one gets the row. */
export async function useReset(db: Db, tokenHash: string, now: Date): Promise<PasswordResetRow | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(usable(tokenHash, now))
    .returning();
  return row;
}

/** After a reset, the user's other outstanding links stop working too. */
export async function useAllResets(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
