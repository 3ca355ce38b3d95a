import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { publicLinkDays, publicLinks, resumes, users } from '../../db/schema';
import type { Tx } from '../resumes/repo';

export type PublicLinkRow = typeof publicLinks.$inferSelect;
export type LinkCounter = 'views' | 'downloads';

const live = (resumeId: string) => and(eq(publicLinks.resumeId, resumeId), isNull(publicLinks.revokedAt));

/** The resume's live link, if it has one. */
export async function findLiveLink(db: Db, resumeId: string): Promise<PublicLinkRow | undefined> {
  const [row] = await db.select().from(publicLinks).where(live(resumeId));
  return row;
}

/** How many live links the user has, on all their resumes. */
export async function countLiveLinks(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(publicLinks)
    .innerJoin(resumes, eq(resumes.id, publicLinks.resumeId))
    .where(and(eq(resumes.userId, userId), isNull(publicLinks.revokedAt)));
  return row?.n ?? 0;
}

/**
 * A new live link for the resume, unless the user is at `limit` (null: none) or the resume already
 * has one (then that one). The user's row is locked first, so two requests cannot both take the
 * last place.
 */
export async function insertLinkWithinLimit(
  db: Db,
  userId: string,
  values: { resumeId: string; slug: string; passwordHash: string | null; noindex: boolean },
  limit: number | null,
): Promise<PublicLinkRow | undefined> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx.select().from(publicLinks).where(live(values.resumeId));
    if (existing) return existing;
    if (limit !== null && (await countLiveLinks(tx, userId)) >= limit) return undefined;
    const [inserted] = await tx.insert(publicLinks).values(values).returning();
    return inserted;
  });
}

export async function updateLiveLink(
  db: Db,
  resumeId: string,
  changes: Partial<Pick<PublicLinkRow, 'passwordHash' | 'noindex' | 'slug' | 'rotatedAt' | 'revokedAt'>>,
): Promise<PublicLinkRow | undefined> {
  const [row] = await db.update(publicLinks).set(changes).where(live(resumeId)).returning();
  return row;
}

/** The live link at `slug` with its resume and the resume's owner (whose plan decides the watermark). */
export async function findLinkBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({
      link: publicLinks,
      resume: { id: resumes.id, name: resumes.name, template: resumes.template, data: resumes.data },
      owner: users,
    })
    .from(publicLinks)
    .innerJoin(resumes, eq(resumes.id, publicLinks.resumeId))
    .innerJoin(users, eq(users.id, resumes.userId))
    .where(and(eq(publicLinks.slug, slug), isNull(publicLinks.revokedAt)));
  return row;
}

export type LinkedResume = NonNullable<Awaited<ReturnType<typeof findLinkBySlug>>>;

/** Adds one to the day's count: a single upsert, so concurrent views all count. */
export async function countDay(db: Db, resumeId: string, day: string, counter: LinkCounter): Promise<void> {
  const column = counter === 'views' ? publicLinkDays.views : publicLinkDays.downloads;
  await db
    .insert(publicLinkDays)
    .values({ resumeId, day, [counter]: 1 })
    .onConflictDoUpdate({
      target: [publicLinkDays.resumeId, publicLinkDays.day],
      set: { [counter]: sql`${column} + 1` },
    });
}

/** The counted days from `firstDay` on (days without a view or download have no row). */
export function readDays(db: Db, resumeId: string, firstDay: string) {
  return db
    .select({ day: publicLinkDays.day, views: publicLinkDays.views, downloads: publicLinkDays.downloads })
    .from(publicLinkDays)
    .where(and(eq(publicLinkDays.resumeId, resumeId), gte(publicLinkDays.day, firstDay)));
}
