import type { CoverLetterContent } from '@resume/core';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coverLetters, users } from '../../db/schema';

export type CoverLetterRow = typeof coverLetters.$inferSelect;
export type NewCoverLetter = {
  userId: string;
  resumeId: string;
  content: CoverLetterContent;
  jobDescription: string;
};

export function listCoverLetters(db: Db, userId: string): Promise<CoverLetterRow[]> {
  return db
    .select()
    .from(coverLetters)
    .where(eq(coverLetters.userId, userId))
    .orderBy(desc(coverLetters.updatedAt), desc(coverLetters.createdAt));
}

/** The letter if it is the user's; someone else's is indistinguishable from a missing one. */
export async function findOwnedCoverLetter(
  db: Db,
  userId: string,
  id: string,
): Promise<CoverLetterRow | undefined> {
  const [row] = await db
    .select()
    .from(coverLetters)
    .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Inserts unless the user already keeps `limit` letters. The user's row is locked for the count,
 * so two concurrent creates cannot both slip under the limit. Undefined when over it.
 */
export function insertCoverLetterWithinLimit(
  db: Db,
  values: NewCoverLetter,
  limit: number,
): Promise<CoverLetterRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(coverLetters)
      .where(eq(coverLetters.userId, values.userId));
    if ((held?.n ?? 0) >= limit) return undefined;
    const [inserted] = await tx.insert(coverLetters).values(values).returning();
    return inserted;
  });
}

/** Writes only if `version` is still current; undefined means stale (or not the user's). */
export async function updateCoverLetterAtVersion(
  db: Db,
  userId: string,
  id: string,
  version: number,
  changes: { content: CoverLetterContent; jobDescription?: string },
): Promise<CoverLetterRow | undefined> {
  const [row] = await db
    .update(coverLetters)
    .set({ ...changes, version: sql`${coverLetters.version} + 1`, updatedAt: new Date() })
    .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId), eq(coverLetters.version, version)))
    .returning();
  return row;
}

export async function deleteOwnedCoverLetter(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(coverLetters)
    .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)))
    .returning({ id: coverLetters.id });
  return deleted.length > 0;
}
