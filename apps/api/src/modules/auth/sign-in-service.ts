import { LIMITS, type LoginResponse, MESSAGES, resumesNotMovedNotice, type Tokens } from '@resume/core';
import type { AppDeps } from '../../deps';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, unauthorized } from '../../lib/http-error';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../../lib/password-hash';
import { enforceRateLimit } from '../../lib/rate-limit-guard';
import { hashToken } from '../../lib/secrets';
import type { MailLog } from '../mail/mailer';
import { resumeLimitFor } from '../resumes/service';
import {
  findUserByEmail,
  insertRegisteredUser,
  mergeGuestInto,
  registerGuest,
  type UserRow,
} from '../users/repo';
import { findRefreshToken } from './refresh-token-repo';
import { endSession, endUserSessions, issueTokens } from './session-service';
import { sendSignupConfirmation } from './verification-service';

type SignInDeps = Pick<AppDeps, 'db' | 'config' | 'limiter' | 'mailer' | 'accessTokens'>;
type Credentials = { email: string; password: string };

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

const isGuest = (user: UserRow | null): user is UserRow => user !== null && user.email === null;

/**
 * Registers an account. Signing up from a guest session upgrades that guest in place (same id,
 * resumes and credits); its anonymous sign-in ends, and the new tokens start a fresh one.
 */
export async function signup(
  deps: SignInDeps,
  log: MailLog,
  caller: UserRow | null,
  clientIp: string,
  { email, password }: Credentials,
): Promise<Tokens> {
  await enforceRateLimit(
    deps.limiter,
    `signup:${clientIp}`,
    { limit: deps.config.rateLimits.signupPerHour, windowMs: HOUR_MS },
    'Too many sign-ups from this address. Please try again later.',
  );
  if (await findUserByEmail(deps.db, email)) throw conflict(MESSAGES.emailTaken);
  const passwordHash = await hashPassword(password);
  let user: UserRow | undefined;
  try {
    if (isGuest(caller)) user = await registerGuest(deps.db, caller.id, { email, passwordHash });
    user ??= await insertRegisteredUser(deps.db, { email, passwordHash, credits: LIMITS.freeAiCredits });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken);
    throw error;
  }
  if (isGuest(caller)) await endUserSessions(deps, user.id);
  await sendSignupConfirmation(deps, log, { ...user, email });
  return issueTokens(deps, user);
}

/**
 * Signs in. Unknown emails and wrong passwords get the same answer after the same work. From a
 * guest session, the guest's resumes move to the account as far as its resume limit allows (the
 * empty guest is deleted); the answer names any that did not fit and stay with the guest.
 */
export async function login(
  deps: SignInDeps,
  caller: UserRow | null,
  clientIp: string,
  { email, password }: Credentials,
): Promise<LoginResponse> {
  const tooMany = 'Too many login attempts. Please try again in a minute.';
  const { loginPerMinute, loginPerMinutePerEmail } = deps.config.rateLimits;
  await enforceRateLimit(
    deps.limiter,
    `login-ip:${clientIp}`,
    { limit: loginPerMinute, windowMs: MINUTE_MS },
    tooMany,
  );
  await enforceRateLimit(
    deps.limiter,
    `login-email:${email}`,
    { limit: loginPerMinutePerEmail, windowMs: MINUTE_MS },
    tooMany,
  );
  const user = await findUserByEmail(deps.db, email);
  const valid = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await verifyAgainstDecoy(password);
  if (!user || !valid) throw unauthorized(MESSAGES.invalidCredentials);
  const limit = resumeLimitFor(user);
  const left =
    isGuest(caller) && caller.id !== user.id ? await mergeGuestInto(deps.db, caller.id, user.id, limit) : [];
  const tokens = await issueTokens(deps, user);
  if (left.length === 0 || limit === null) return tokens;
  const notice = resumesNotMovedNotice(
    left.map((r) => r.name),
    limit,
  );
  return { ...tokens, resumes_not_moved: left, notice };
}

/**
 * Signs out: ends the sign-in the refresh token belongs to (tokens of other users are left alone)
 * and the caller's own, so the bearer stops working at once even if its refresh token is stale.
 */
export async function logout(
  deps: SignInDeps,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<void> {
  const token = await findRefreshToken(deps.db, hashToken(refreshToken));
  if (token?.userId === user.id && token.familyId !== sessionId) await endSession(deps, token.familyId);
  await endSession(deps, sessionId);
}
