import type { TailorChange } from '@resume/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes, resumeTailorings } from '../../db/schema';
import type { Tx } from '../resumes/repo';

export type TailoringRow = typeof resumeTailorings.$inferSelect;
export type NewTailoring = Omit<TailoringRow, 'createdAt'> & { changes: TailorChange[] };

export async function insertTailoring(tx: Tx, values: NewTailoring): Promise<TailoringRow> {
  const [row] = await tx.insert(resumeTailorings).values(values).returning();
  return row as TailoringRow;
}

/** The tailoring of the user's resume `resumeId`; someone else's is indistinguishable from none. */
export async function findOwnedTailoring(
  db: Db | Tx,
  userId: string,
  resumeId: string,
  options: { forUpdate?: boolean } = {},
): Promise<TailoringRow | undefined> {
  const query = db
    .select({ tailoring: resumeTailorings })
    .from(resumeTailorings)
    .innerJoin(resumes, eq(resumes.id, resumeTailorings.resumeId))
    .where(and(eq(resumeTailorings.resumeId, resumeId), eq(resumes.userId, userId)))
    .limit(1);
  const [row] = await (options.forUpdate ? query.for('update', { of: resumeTailorings }) : query);
  return row?.tailoring;
}

/**
 * Records decisions with the row locked, so two decisions sent at once (two tabs, a double click)
 * both land instead of one overwriting the other. Undefined when the tailoring is not the user's.
 */
export function updateTailoringChanges(
  db: Db,
  userId: string,
  resumeId: string,
  decide: (changes: TailorChange[]) => TailorChange[],
): Promise<TailoringRow | undefined> {
  return db.transaction(async (tx) => {
    const current = await findOwnedTailoring(tx, userId, resumeId, { forUpdate: true });
    if (!current) return undefined;
    const [row] = await tx
      .update(resumeTailorings)
      .set({ changes: decide(current.changes as TailorChange[]) })
      .where(eq(resumeTailorings.resumeId, resumeId))
      .returning();
    return row;
  });
}
