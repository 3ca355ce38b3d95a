import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Db,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/**
 * Spends a live token atomically: of two concurrent refreshes with the same token exactly one
 * wins, the other sees reuse.
 */
export async function spendRefreshToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await db
    .update(refreshTokens)
    .set({ spentAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.spentAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** A sign-in is live while one of its refresh tokens is neither revoked nor expired. */
export async function isFamilyLive(db: Db, familyId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Ends every sign-in of a user, or every one but `keepFamilyId` (the caller's own); answers the
 * families it ended.
 */
export async function revokeUserTokens(
  db: Db,
  userId: string,
  now: Date,
  keepFamilyId?: string,
): Promise<string[]> {
  const own = eq(refreshTokens.userId, userId);
  const others = keepFamilyId ? and(own, ne(refreshTokens.familyId, keepFamilyId)) : own;
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(others, isNull(refreshTokens.revokedAt)))
    .returning({ familyId: refreshTokens.familyId });
  return [...new Set(rows.map((row) => row.familyId))];
}
