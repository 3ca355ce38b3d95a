import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coverLetters, resumes, users } from '../../db/schema';
import { preparedPerDatabase } from '../../lib/prepared-query';
import { moveGuestApplications } from '../applications/repo';

export type UserRow = typeof users.$inferSelect;
type UserChanges = Partial<Omit<typeof users.$inferInsert, 'id' | 'createdAt'>>;

/**
 * Reads a user, and with it in the same query whatever a route needs (`found`), so a hot read
 * makes one round trip to the database instead of two. Undefined when there is no such user.
 */
export type UserReader<Found> = (
  db: Db,
  userId: string,
) => Promise<{ user: UserRow; found: Found } | undefined>;

const userById = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_user_by_id'),
);

/** Asked on every request with a bearer: prepared once. */
export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

/** The UserReader of a route that needs nothing beside the user. */
export const readUserAlone: UserReader<null> = async (db, userId) => {
  const user = await findUserById(db, userId);
  return user && { user, found: null };
};

/** Emails are stored lower-cased, so this is an exact match. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function insertGuest(db: Db, credits: number): Promise<UserRow> {
  const id = crypto.randomUUID();
  const [row] = await db.insert(users).values({ id, guestId: id, credits }).returning();
  return row!;
}

export async function insertRegisteredUser(
  db: Db,
  values: { email: string; passwordHash: string; credits: number },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(db: Db, id: string, changes: UserChanges): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

/** The row of this guest, only while it is still a guest (no email). */
const isGuestRow = (id: string) => and(eq(users.id, id), isNull(users.email));

/** Turns a guest into a registered user in place: same id, same resumes and credits. */
export async function registerGuest(
  db: Db,
  guestId: string,
  values: { email: string; passwordHash: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, guestId: null })
    .where(isGuestRow(guestId))
    .returning();
  return row;
}

export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export type ResumeLeftBehind = { id: string; name: string };

/**
 * A guest who logs in hands its resumes to the account, newest first, as far as the account's
 * resume `limit` allows (null: no limit), so moving can never take a free account past it; its
 * applications all go to the account. The guest is deleted once it has nothing left; otherwise it keeps what did not fit (its sign-in goes
 * on, so nothing is lost), and those are returned. Both rows are locked, guest first, as creating a
 * resume locks its owner: concurrent moves and creates cannot together pass the limit.
 */
export async function mergeGuestInto(
  db: Db,
  guestId: string,
  accountId: string,
  limit: number | null,
): Promise<ResumeLeftBehind[]> {
  return db.transaction(async (tx) => {
    const lock = (id: string) =>
      tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    const [guest] = await lock(guestId);
    await lock(accountId);
    if (!guest) return [];
    const held = await tx
      .select({ id: resumes.id, name: resumes.name })
      .from(resumes)
      .where(eq(resumes.userId, guestId))
      .orderBy(desc(resumes.updatedAt), desc(resumes.createdAt));
    let room = held.length;
    if (limit !== null) {
      const [owned] = await tx.select({ n: count() }).from(resumes).where(eq(resumes.userId, accountId));
      room = Math.max(0, limit - (owned?.n ?? 0));
    }
    const moving = held.slice(0, room).map((r) => r.id);
    if (moving.length > 0) {
      await tx.update(resumes).set({ userId: accountId }).where(inArray(resumes.id, moving));
      // Cover letters follow the resume they were written from.
      await tx
        .update(coverLetters)
        .set({ userId: accountId })
        .where(and(eq(coverLetters.userId, guestId), inArray(coverLetters.resumeId, moving)));
    }
    await moveGuestApplications(tx, guestId, accountId);
    const left = held.slice(room);
    if (left.length === 0) await tx.delete(users).where(isGuestRow(guestId));
    return left;
  });
}

/** Marks activity at most once a minute per user, so reads stay reads. */
export async function touchUser(db: Db, row: UserRow, now = new Date()): Promise<void> {
  if (now.getTime() - row.lastActiveAt.getTime() < 60_000) return;
  await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, row.id));
}
