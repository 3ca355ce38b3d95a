import type { ResumeData } from '@resume/core';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes, users } from '../../db/schema';
import { preparedPerDatabase } from '../../lib/prepared-query';
import type { UserRow } from '../users/repo';

export type ResumeRow = typeof resumes.$inferSelect;
/** The columns a Resume entity is presented from: not the owner, not an upload's original text. */
const storedColumns = {
  id: resumes.id,
  name: resumes.name,
  template: resumes.template,
  data: resumes.data,
  version: resumes.version,
  score: resumes.score,
  source: resumes.source,
  createdAt: resumes.createdAt,
  updatedAt: resumes.updatedAt,
};
export type StoredResume = Pick<ResumeRow, keyof typeof storedColumns>;
export type NewResume = {
  userId: string;
  name: string;
  template: string;
  data: ResumeData;
  source: string;
  originalText?: string | null;
};

export async function listResumes(db: Db, userId: string) {
  return db
    .select({
      id: resumes.id,
      name: resumes.name,
      template: resumes.template,
      score: resumes.score,
      version: resumes.version,
      data: resumes.data,
      updatedAt: resumes.updatedAt,
    })
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.updatedAt), desc(resumes.createdAt));
}

const ownedResume = preparedPerDatabase((db) =>
  db
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, sql.placeholder('id')), eq(resumes.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('find_owned_resume'),
);

/**
 * The resume if it is the user's; someone else's resume is indistinguishable from a missing one.
 * Every read and write of a resume asks it: prepared once.
 */
export async function findOwnedResume(db: Db, userId: string, id: string): Promise<ResumeRow | undefined> {
  const [row] = await ownedResume(db).execute({ id, userId });
  return row;
}

const userWithOwnedResume = preparedPerDatabase((db) =>
  db
    .select({ user: users, resume: storedColumns })
    .from(users)
    .leftJoin(resumes, and(eq(resumes.id, sql.placeholder('id')), eq(resumes.userId, users.id)))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('find_user_with_owned_resume'),
);

/** The user, and their resume `id` (null when it is not theirs or missing), in one query. */
export async function findUserWithOwnedResume(
  db: Db,
  userId: string,
  id: string,
): Promise<{ user: UserRow; resume: StoredResume | null } | undefined> {
  const [row] = await userWithOwnedResume(db).execute({ id, userId });
  return row;
}

export async function countResumes(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(resumes).where(eq(resumes.userId, userId));
  return row?.n ?? 0;
}

/**
 * Inserts unless the user is at `limit` resumes. The user's row is locked for the check, so two
 * concurrent creates cannot both slip under the limit. Returns undefined when over the limit.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function insertResumeWithinLimit(
  db: Db,
  values: NewResume,
  limit: number | null,
  /** Rows that belong with the new resume, written in the same transaction (all or nothing). */
  alongside?: (tx: Tx, resume: ResumeRow) => Promise<void>,
): Promise<ResumeRow | undefined> {
  return db.transaction(async (tx) => {
    if (limit !== null) {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update');
      const [row] = await tx.select({ n: count() }).from(resumes).where(eq(resumes.userId, values.userId));
      if ((row?.n ?? 0) >= limit) return undefined;
    }
    const [inserted] = await tx.insert(resumes).values(values).returning();
    if (inserted && alongside) await alongside(tx, inserted);
    return inserted;
  });
}

export type ResumeChanges = Partial<Pick<ResumeRow, 'name' | 'template' | 'data' | 'score'>>;

/**
 * Writes only if `version` is still current (and, given `onlyIfTemplate`, the template is still
 * that one); undefined means stale, not the user's, or another template.
 */
export async function updateResumeAtVersion(
  db: Db,
  userId: string,
  id: string,
  version: number,
  changes: ResumeChanges,
  onlyIfTemplate?: string,
): Promise<ResumeRow | undefined> {
  const [row] = await db
    .update(resumes)
    .set({ ...changes, version: sql`${resumes.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(resumes.id, id),
        eq(resumes.userId, userId),
        eq(resumes.version, version),
        onlyIfTemplate === undefined ? undefined : eq(resumes.template, onlyIfTemplate),
      ),
    )
    .returning();
  return row;
}

/** The user's resume, locked until the transaction ends; undefined when it is not theirs. */
export async function lockOwnedResume(tx: Tx, userId: string, id: string): Promise<ResumeRow | undefined> {
  const [row] = await tx
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .for('update');
  return row;
}

/**
 * A versioned write with the row locked: `prepare` sees the resume as it is (at `version`), writes
 * what belongs with the change (a kept version) and returns the change, all in one transaction.
 * Undefined when the resume is not the user's; the current version when `version` is stale.
 */
export function updateResumeLocked(
  db: Db,
  userId: string,
  id: string,
  version: number,
  prepare: (tx: Tx, current: ResumeRow) => Promise<ResumeChanges>,
): Promise<{ row: ResumeRow } | { currentVersion: number } | undefined> {
  return db.transaction(async (tx) => {
    const current = await lockOwnedResume(tx, userId, id);
    if (!current) return undefined;
    if (current.version !== version) return { currentVersion: current.version };
    const changes = await prepare(tx, current);
    const [row] = await tx
      .update(resumes)
      .set({ ...changes, version: current.version + 1, updatedAt: new Date() })
      .where(eq(resumes.id, id))
      .returning();
    return { row: row as ResumeRow };
  });
}

export async function deleteOwnedResume(db: Db, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .returning({ id: resumes.id });
  return deleted.length > 0;
}

/** Stores the latest analysis score. Not an edit: the version and last-edit time stay as they are. */
export async function updateResumeScore(db: Db, userId: string, id: string, score: number): Promise<void> {
  await db
    .update(resumes)
    .set({ score })
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)));
}
