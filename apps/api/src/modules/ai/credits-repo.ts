import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Takes one credit if the user has one, in a single conditional UPDATE: concurrent requests are
 * serialised by the row lock, so N requests against one credit give exactly one success.
 * Returns the credits left, or undefined when there were none.
 */
export async function spendCredit(db: Db, userId: string): Promise<number | undefined> {
  const [row] = await db
    .update(users)
    .set({ credits: sql`${users.credits} - 1` })
    .where(and(eq(users.id, userId), gt(users.credits, 0)))
    .returning({ credits: users.credits });
  return row?.credits;
}

/** Gives back the credit of a request that failed on our side or was stopped before any text. */
export async function refundCredit(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ credits: sql`${users.credits} + 1` })
    .where(eq(users.id, userId));
}
