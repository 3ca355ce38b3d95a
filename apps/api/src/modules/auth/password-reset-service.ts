import { LIMITS, MESSAGES } from '@resume/core';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/http-error';
import { hashPassword } from '../../lib/password-hash';
import { enforceRateLimit } from '../../lib/rate-limit-guard';
import { hashToken, newOpaqueToken } from '../../lib/secrets';
import { type MailLog, maskAddress, sendMail } from '../mail/mailer';
import { findUserByEmail, updateUser } from '../users/repo';
import { passwordResetMail } from './emails';
import { findUsableReset, insertPasswordReset, useAllResets, useReset } from './password-reset-repo';
import { endUserSessions } from './session-service';

type ResetDeps = Pick<AppDeps, 'db' | 'config' | 'limiter' | 'mailer' | 'accessTokens'>;

const RESET_TTL_MS = LIMITS.passwordResetTtlMinutes * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Emails a single-use reset link when the address has an account. The caller learns nothing
 * either way: same answer, same limit, and the same time, because everything after the limit
 * (the lookup, the link, the mail server) happens after the answer is sent.
 */
export async function requestPasswordReset(deps: ResetDeps, log: MailLog, email: string): Promise<void> {
  await enforceRateLimit(
    deps.limiter,
    `reset:${email}`,
    { limit: deps.config.rateLimits.resetPerHourPerEmail, windowMs: HOUR_MS },
    'Too many reset requests for this email. Please try again later.',
  );
  setImmediate(() => {
    emailResetLink(deps, log, email).catch((error: unknown) => {
      log.error({ err: error }, `password reset for ${maskAddress(email)} failed`);
    });
  });
}

async function emailResetLink(deps: ResetDeps, log: MailLog, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user?.passwordHash) return;
  const token = newOpaqueToken();
  await insertPasswordReset(deps.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MS),
  });
  const link = new URL('/auth/reset-password-verification', deps.config.publicUrl);
  link.searchParams.set('token', token);
  await sendMail(deps.mailer, log, passwordResetMail(email, link.toString()));
}

/** Throws the invalid-or-expired message unless the link can still be used. */
export async function checkResetToken(deps: ResetDeps, token: string): Promise<void> {
  if (!(await findUsableReset(deps.db, hashToken(token), new Date())))
    throw badRequest(MESSAGES.resetLinkInvalid);
}

/** Sets the new password and ends every session: whoever had the old password is signed out. */
export async function resetPassword(deps: ResetDeps, token: string, newPassword: string): Promise<void> {
  const now = new Date();
  const reset = await useReset(deps.db, hashToken(token), now);
  if (!reset) throw badRequest(MESSAGES.resetLinkInvalid);
  await updateUser(deps.db, reset.userId, { passwordHash: await hashPassword(newPassword) });
  await endUserSessions(deps, reset.userId);
  await useAllResets(deps.db, reset.userId, now);
}
