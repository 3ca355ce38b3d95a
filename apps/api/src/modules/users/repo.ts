import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertGuest(db: Db, credits: number): Promise<UserRow> {
  const id = crypto.randomUUID();
  const [row] = await db.insert(users).values({ id, guestId: id, credits }).returning();
  return row!;
}

/** Marks activity at most once a minute per user, so reads stay reads. */
export async function touchUser(db: Db, row: UserRow, now = new Date()): Promise<void> {
  if (now.getTime() - row.lastActiveAt.getTime() < 60_000) return;
  await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, row.id));
}
