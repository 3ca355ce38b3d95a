import { MESSAGES } from '@resume/core';
import type { AppDeps } from '../../deps';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, forbidden } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password-hash';
import { type MailLog, sendMail } from '../mail/mailer';
import { findUserByEmail, type UserRow, updateUser } from '../users/repo';
import { deleteEmailCodes } from './email-code-repo';
import { checkEmailCode, createEmailCode, enforceCodeCooldown } from './email-code-service';
import { emailChangeMail } from './emails';
import { endUserSessions } from './session-service';

type CredentialsDeps = Pick<AppDeps, 'db' | 'config' | 'limiter' | 'mailer' | 'accessTokens'>;

function requireAccount(user: UserRow): asserts user is UserRow & { email: string; passwordHash: string } {
  if (!user.email || !user.passwordHash) throw forbidden(MESSAGES.guestHasNoEmail);
}

/** Emails a code to the new address; the change happens only when that code comes back. */
export async function requestEmailChange(
  deps: CredentialsDeps,
  log: MailLog,
  user: UserRow,
  email: string,
): Promise<number> {
  requireAccount(user);
  if (email === user.email) throw conflict(MESSAGES.sameEmail);
  if (await findUserByEmail(deps.db, email)) throw conflict(MESSAGES.emailTaken);
  await enforceCodeCooldown(deps, `change:${user.id}`);
  const { code } = await createEmailCode(deps, user.id, 'email_change', email);
  await sendMail(deps.mailer, log, emailChangeMail(email, code));
  return deps.config.rateLimits.resendSeconds;
}

/** The code proves the new address is theirs, so the account stays (or becomes) verified. */
export async function confirmEmailChange(deps: CredentialsDeps, user: UserRow, email: string, code: string) {
  requireAccount(user);
  if (!(await checkEmailCode(deps, user.id, 'email_change', email, code)))
    throw badRequest(MESSAGES.invalidCode);
  try {
    // The user always exists here (the caller is signed in).
    const row = (await updateUser(deps.db, user.id, { email, isVerified: true }))!;
    // Codes sent to the old address must not confirm anything any more.
    await deleteEmailCodes(deps.db, user.id, 'email_confirm');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MESSAGES.emailTaken);
    throw error;
  }
}

/**
 * Changes the password and ends every other sign-in at once (their access tokens too); the
 * caller's own goes on with the tokens it has (docs/http-api.md#user: 204, no new tokens).
 */
export async function changePassword(
  deps: CredentialsDeps,
  user: UserRow,
  currentSessionId: string,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  requireAccount(user);
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw badRequest(MESSAGES.wrongCurrentPassword);
  }
  await updateUser(deps.db, user.id, { passwordHash: await hashPassword(newPassword) });
  await endUserSessions(deps, user.id, currentSessionId);
}
