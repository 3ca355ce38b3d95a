import { LIMITS, type Tokens } from '@resume/core';
import type { AppDeps } from '../../deps';
import type { AccessClaims } from '../../lib/access-token';
import { unauthorized } from '../../lib/http-error';
import { hashToken, newOpaqueToken } from '../../lib/secrets';
import { findUserById, insertGuest, type UserRow } from '../users/repo';
import {
  findRefreshToken,
  insertRefreshToken,
  isFamilyLive,
  revokeFamily,
  revokeUserTokens,
  spendRefreshToken,
} from './refresh-token-repo';

type SessionDeps = Pick<AppDeps, 'db' | 'accessTokens'>;

const REFRESH_TTL_MS = LIMITS.refreshTokenDays * 24 * 60 * 60 * 1000;

/** Issues an access token and a new refresh token; `familyId` continues a rotation chain. */
export async function issueTokens(
  deps: SessionDeps,
  user: UserRow,
  familyId: string = crypto.randomUUID(),
): Promise<Tokens> {
  const refreshToken = newOpaqueToken();
  await insertRefreshToken(deps.db, {
    userId: user.id,
    familyId,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
  });
  const isGuest = user.email === null;
  const accessToken = await deps.accessTokens.sign({ sub: user.id, guest: isGuest, sid: familyId });
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'bearer',
    ...(isGuest && user.guestId ? { guest_id: user.guestId } : {}),
  };
}

export async function createGuestSession(deps: SessionDeps): Promise<Tokens> {
  const guest = await insertGuest(deps.db, LIMITS.freeAiCredits);
  return issueTokens(deps, guest);
}

/**
 * Rotates a refresh token. A token that was already spent or revoked is a sign of theft: the whole
 * family is revoked so neither the thief nor the victim can continue with it.
 */
export async function refreshSession(deps: SessionDeps, refreshToken: string): Promise<Tokens> {
  const now = new Date();
  const tokenHash = hashToken(refreshToken);
  const spent = await spendRefreshToken(deps.db, tokenHash, now);
  if (!spent) {
    const known = await findRefreshToken(deps.db, tokenHash);
    if (known && (known.spentAt || known.revokedAt)) await endSession(deps, known.familyId);
    throw unauthorized('Invalid or expired refresh token');
  }
  const user = await findUserById(deps.db, spent.userId);
  if (!user) throw unauthorized('Invalid or expired refresh token');
  return issueTokens(deps, user, spent.familyId);
}

/**
 * The claims of an access token whose sign-in is still live, or null: a token stops working as
 * soon as its sign-in ends, not when it expires. Asked on every authenticated request, so the
 * answer is cached briefly (see SessionCache).
 */
export async function verifyAccessToken(deps: SessionDeps, token: string): Promise<AccessClaims | null> {
  const claims = await deps.accessTokens.verify(token);
  if (!claims) return null;
  const { sessions } = deps.accessTokens;
  let live = sessions.get(claims.sid);
  if (live === undefined) {
    live = await isFamilyLive(deps.db, claims.sid, new Date());
    sessions.remember(claims.sid, live);
  }
  return live ? claims : null;
}

/** Ends one sign-in: in the database, and at once in this instance's cache. */
export async function endSession(deps: SessionDeps, familyId: string): Promise<void> {
  await revokeFamily(deps.db, familyId, new Date());
  deps.accessTokens.sessions.end([familyId]);
}

/** Ends every sign-in of a user, or every one but `keepFamilyId`, the same way. */
export async function endUserSessions(
  deps: SessionDeps,
  userId: string,
  keepFamilyId?: string,
): Promise<void> {
  deps.accessTokens.sessions.end(await revokeUserTokens(deps.db, userId, new Date(), keepFamilyId));
}
