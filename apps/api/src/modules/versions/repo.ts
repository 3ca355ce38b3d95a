import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumeVersions } from '../../db/schema';
import type { Tx } from '../resumes/repo';

export type VersionRow = typeof resumeVersions.$inferSelect;
export type NewVersion = Pick<VersionRow, 'resumeId' | 'cause' | 'template' | 'data'> &
  Partial<Pick<VersionRow, 'name' | 'restoredFrom'>>;

/** The columns of the history list: not the content. */
const listed = {
  id: resumeVersions.id,
  cause: resumeVersions.cause,
  name: resumeVersions.name,
  restoredFrom: resumeVersions.restoredFrom,
  createdAt: resumeVersions.createdAt,
};
export type ListedVersion = Pick<VersionRow, keyof typeof listed>;

/**
 * Keeps a version and, when the plan keeps only the newest `kept`, deletes the older ones in the
 * same transaction. The caller holds the resume's row lock (or has just inserted it), so two versions written at once cannot
 * both count themselves under the limit.
 */
export async function insertVersion(tx: Tx, values: NewVersion, kept: number | null): Promise<ListedVersion> {
  const [row] = await tx.insert(resumeVersions).values(values).returning(listed);
  if (kept !== null) {
    const newest = tx
      .select({ id: resumeVersions.id })
      .from(resumeVersions)
      .where(eq(resumeVersions.resumeId, values.resumeId))
      .orderBy(desc(resumeVersions.createdAt))
      .limit(kept);
    await tx
      .delete(resumeVersions)
      .where(and(eq(resumeVersions.resumeId, values.resumeId), notInArray(resumeVersions.id, newest)));
  }
  return row as ListedVersion;
}

export function listVersions(db: Db, resumeId: string): Promise<ListedVersion[]> {
  return db
    .select(listed)
    .from(resumeVersions)
    .where(eq(resumeVersions.resumeId, resumeId))
    .orderBy(desc(resumeVersions.createdAt));
}

/** The version `id` of the resume `resumeId` (the caller has checked the resume is the user's). */
export async function findVersion(
  db: Db | Tx,
  resumeId: string,
  id: string,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(resumeVersions)
    .where(and(eq(resumeVersions.id, id), eq(resumeVersions.resumeId, resumeId)))
    .limit(1);
  return row;
}
