import { MESSAGES, type OnboardingResponses, type UpdateProfileRequest } from '@resume/core';
import type { AppDeps } from '../../deps';
import { isUniqueViolation } from '../../lib/db-errors';
import { badRequest, conflict, forbidden } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../../lib/password-hash';
import { deleteEmailCodes } from '../auth/email-code-repo';
import { checkEmailCode, createEmailCode, enforceCodeCooldown } from '../auth/email-code-service';
import { emailChangeMail } from '../auth/emails';
import { endUserSessions } from '../auth/session-service';
import { type MailLog, sendMail } from '../mail/mailer';
import { deleteUser, findUserByEmail, type UserRow, updateUser } from './repo';

type AccountDeps = Pick<AppDeps, 'db' | 'config' | 'limiter' | 'mailer' | 'accessTokens'>;

/** Only the columns a row update returns; the user always exists here (the caller is signed in). */
const updated = async (row: Promise<UserRow | undefined>) => (await row)!;

export function updateProfile(deps: AccountDeps, user: UserRow, changes: UpdateProfileRequest) {
  return updated(
    updateUser(deps.db, user.id, {
      ...(changes.first_name !== undefined ? { firstName: changes.first_name } : {}),
      ...(changes.last_name !== undefined ? { lastName: changes.last_name } : {}),
    }),
  );
}

export function completeOnboarding(deps: AccountDeps, user: UserRow, responses: OnboardingResponses) {
  return updated(
    updateUser(deps.db, user.id, { onboardingResponses: responses, hasCompletedOnboarding: true }),
  );
}

function requireAccount(user: UserRow): asserts user is UserRow & { email: string; passwordHash: string } {
  if (!user.email || !user.passwordHash) throw forbidden(MESSAGES.guestHasNoEmail);
}

/** Emails a code to the new address; the change happens only when that code comes back. */
export async function requestEmailChange(
  deps: AccountDeps,
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
export async function confirmEmailChange(deps: AccountDeps, user: UserRow, email: string, code: string) {
  requireAccount(user);
  if (!(await checkEmailCode(deps, user.id, 'email_change', email, code)))
    throw badRequest(MESSAGES.invalidCode);
  try {
    const row = await updated(updateUser(deps.db, user.id, { email, isVerified: true }));
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
 * caller's own goes on with the tokens it has (API.md: 204, no new tokens).
 */
export async function changePassword(
  deps: AccountDeps,
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

/** Deletes the user with everything that hangs off it (resumes, tokens, codes: cascades). */
export async function deleteAccount(deps: AccountDeps, user: UserRow, password?: string): Promise<void> {
  if (user.passwordHash && !(await verifyPassword(password ?? '', user.passwordHash))) {
    throw badRequest(MESSAGES.wrongPassword);
  }
  await deleteUser(deps.db, user.id);
}
