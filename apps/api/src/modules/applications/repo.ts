import { APPLICATION_STAGES, type ApplicationStage, CLOSED_STAGES } from '@resume/core';
import { and, count, eq, gt, gte, inArray, isNull, lte, ne, not, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { applications, coverLetters, resumes, users } from '../../db/schema';
import type { Tx } from '../resumes/repo';

export type ApplicationRow = typeof applications.$inferSelect;
/** What a new application is made of; its position is given on insert (the end of its column). */
export type NewApplication = Omit<typeof applications.$inferInsert, 'id' | 'userId' | 'position'> & {
  stage: ApplicationStage;
};
export type ApplicationChanges = Partial<Omit<ApplicationRow, 'id' | 'userId' | 'stage' | 'position'>>;
export type Move = { stage: ApplicationStage; position: number | undefined };

const owned = (userId: string, id: string) => and(eq(applications.id, id), eq(applications.userId, userId));
const column = (userId: string, stage: string) =>
  and(eq(applications.userId, userId), eq(applications.stage, stage));

/**
 * The card's stage dates with `stage` reached on `day`, merged by the database as it writes: two
 * moves at once each add their day rather than the second writing back a copy read before the first.
 */
export const withStageDay = (stage: ApplicationStage, day: string) =>
  sql`${applications.stageDates} || ${JSON.stringify({ [stage]: day })}::jsonb`;

/** Every write that counts or reorders takes the user's row lock first: one such write at a time per person. */
async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The user's applications by stage (board order) then position. */
export async function listApplications(db: Db, userId: string): Promise<ApplicationRow[]> {
  const rows = await db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(applications.position);
  const order = (row: ApplicationRow) => APPLICATION_STAGES.indexOf(row.stage as ApplicationStage);
  return rows.sort((a, b) => order(a) - order(b) || a.position - b.position);
}

export async function countApplications(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(applications).where(eq(applications.userId, userId));
  return row?.n ?? 0;
}

/** The application if it is the user's; someone else's is indistinguishable from a missing one. */
export async function findOwnedApplication(db: Db, userId: string, id: string) {
  const [row] = await db.select().from(applications).where(owned(userId, id)).limit(1);
  return row;
}

/** The user's card for a resume (a tailored copy is tracked once), if there is one. */
export async function findApplicationForResume(db: Db, userId: string, resumeId: string) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.userId, userId), eq(applications.resumeId, resumeId)))
    .limit(1);
  return row;
}

async function columnLength(tx: Tx, userId: string, stage: string, except?: string): Promise<number> {
  const where = except ? and(column(userId, stage), ne(applications.id, except)) : column(userId, stage);
  const [row] = await tx.select({ n: count() }).from(applications).where(where);
  return row?.n ?? 0;
}

/**
 * Inserts as many of `values` as the plan's `limit` (null: none) leaves room for, in order, each
 * at the end of its stage's column, in one transaction. Answers the rows inserted.
 */
export function insertApplicationsWithinLimit(
  db: Db,
  userId: string,
  values: NewApplication[],
  limit: number | null,
): Promise<ApplicationRow[]> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const room = limit === null ? values.length : limit - (await countApplications(tx, userId));
    const inserted: ApplicationRow[] = [];
    for (const value of values.slice(0, Math.max(room, 0))) {
      const position = await columnLength(tx, userId, value.stage);
      const [row] = await tx
        .insert(applications)
        .values({ ...value, userId, position })
        .returning();
      inserted.push(row as ApplicationRow);
    }
    return inserted;
  });
}

/** Takes the card out of its column: the cards below it move up one, so positions stay 0..n-1. */
async function closeGap(tx: Tx, row: ApplicationRow): Promise<void> {
  await tx
    .update(applications)
    .set({ position: sql`${applications.position} - 1` })
    .where(and(column(row.userId, row.stage), gt(applications.position, row.position)));
}

/** Makes room at `wanted` (clamped to the column's end) in the stage's column; answers the place. */
async function openGap(tx: Tx, card: ApplicationRow, move: Move): Promise<number> {
  const length = await columnLength(tx, card.userId, move.stage, card.id);
  const position = Math.min(move.position ?? length, length);
  await tx
    .update(applications)
    .set({ position: sql`${applications.position} + 1` })
    .where(
      and(
        column(card.userId, move.stage),
        ne(applications.id, card.id),
        gte(applications.position, position),
      ),
    );
  return position;
}

/**
 * Applies `changes` and, when given, the move, in one transaction: both columns stay dense.
 * Undefined when the application is not the user's.
 */
export function updateApplication(
  db: Db,
  userId: string,
  id: string,
  changes: ApplicationChanges,
  move: Move | null,
): Promise<ApplicationRow | undefined> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [current] = await tx.select().from(applications).where(owned(userId, id));
    if (!current) return undefined;
    if (move) await closeGap(tx, current);
    const placed = move ? { stage: move.stage, position: await openGap(tx, current, move) } : {};
    const [row] = await tx
      .update(applications)
      .set({ ...changes, ...placed, updatedAt: new Date() })
      .where(owned(userId, id))
      .returning();
    return row;
  });
}

/** Deletes the user's application and closes the gap it leaves; false when it was not theirs. */
export function deleteApplication(db: Db, userId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [deleted] = await tx.delete(applications).where(owned(userId, id)).returning();
    if (deleted) await closeGap(tx, deleted);
    return deleted !== undefined;
  });
}

/**
 * Hands a guest's applications to the account they signed in to (inside the merge's transaction,
 * both users locked): each lands at the end of its stage's column, after the account's own cards,
 * so both boards' places stay 0..n-1. A link to a resume or letter that stayed with the guest
 * (the account's resume limit left it behind) is dropped: the account could not open it, and
 * marking the card Applied would fail on it. The plan's limit is not applied: it stops new cards,
 * and a guest's board is never thrown away.
 */
export async function moveGuestApplications(tx: Tx, guestId: string, accountId: string): Promise<void> {
  // The subquery reads the table as it was before this statement: the account's own cards only.
  const accountColumnLength = sql`(select count(*)::int from ${applications} as mine
    where mine.user_id = ${accountId} and mine.stage = ${applications.stage})`;
  const keptIfAccounts = (link: AnyPgColumn, table: typeof resumes | typeof coverLetters) =>
    sql`case when exists (select 1 from ${table} where ${table.id} = ${link} and ${table.userId} = ${accountId})
      then ${link} end`;
  await tx
    .update(applications)
    .set({
      userId: accountId,
      position: sql`${applications.position} + ${accountColumnLength}`,
      resumeId: keptIfAccounts(applications.resumeId, resumes),
      coverLetterId: keptIfAccounts(applications.coverLetterId, coverLetters),
    })
    .where(eq(applications.userId, guestId));
}

/**
 * Claims the reminders due by `today` of users with an e-mail address, in one statement: the
 * row is marked sent as it is read, so with several instances each reminder is claimed once.
 */
export function claimDueReminders(db: Db, today: string) {
  return db
    .update(applications)
    .set({ remindedAt: new Date() })
    .from(users)
    .where(
      and(
        eq(users.id, applications.userId),
        sql`${users.email} is not null`,
        lte(applications.remindOn, today),
        isNull(applications.remindedAt),
        // A job given up on (rejected, withdrawn) needs no follow-up; moved back, it is due again.
        not(inArray(applications.stage, [...CLOSED_STAGES])),
      ),
    )
    .returning({ email: users.email, company: applications.company, role: applications.role });
}
