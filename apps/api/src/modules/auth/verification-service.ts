import { MESSAGES } from '@resume/core';
import type { AppDeps } from '../../deps';
import { badRequest } from '../../lib/http-error';
import { type MailLog, sendMail } from '../mail/mailer';
import { findUserByEmail, findUserById, type UserRow, updateUser } from '../users/repo';
import {
  checkEmailCode,
  codeMailDue,
  consumeConfirmationLink,
  createEmailCode,
  enforceResendCooldown,
  startCodeCooldown,
} from './email-code-service';
import { confirmationMail } from './emails';

type VerificationDeps = Pick<AppDeps, 'db' | 'config' | 'limiter' | 'mailer'>;

async function confirmationFor(deps: VerificationDeps, user: UserRow & { email: string }) {
  const { code, linkToken } = await createEmailCode(deps, user.id, 'email_confirm', user.email);
  const link = new URL('/api/v1/auth/confirm-email', deps.config.publicUrl);
  link.searchParams.set('token', linkToken!);
  return confirmationMail(user.email, code, link.toString());
}

/**
 * The sign-up email: code and link. A failed delivery does not undo the sign-up; it is logged and
 * the person can ask for another code.
 */
export async function sendSignupConfirmation(
  deps: VerificationDeps,
  log: MailLog,
  user: UserRow & { email: string },
): Promise<void> {
  await startCodeCooldown(deps, user.email);
  try {
    await sendMail(deps.mailer, log, await confirmationFor(deps, user));
  } catch (error) {
    log.error({ err: error }, 'sign-up confirmation email failed');
  }
}

/**
 * Another confirmation email. The answer reveals nothing about the address: its cooldown counts
 * only these requests (not the sign-up's email), and the account is looked up after the answer,
 * so status, body and timing are the same whether or not an account waits for confirmation.
 */
export async function resendConfirmation(
  deps: VerificationDeps,
  log: MailLog,
  email: string,
): Promise<number> {
  await enforceResendCooldown(deps, email);
  resendInBackground(deps, log, email).catch((error: unknown) => {
    log.error({ err: error }, 'confirmation code resend failed');
  });
  return deps.config.rateLimits.resendSeconds;
}

/** The mail a resend asks for: only to an unconfirmed account, and once per code cooldown. */
async function resendInBackground(deps: VerificationDeps, log: MailLog, email: string): Promise<void> {
  // Right after sign-up the sign-up's own code is still on its way: no second one replaces it.
  if (!(await codeMailDue(deps, email))) return;
  const user = await findUserByEmail(deps.db, email);
  if (user?.email && !user.isVerified) {
    await sendMail(deps.mailer, log, await confirmationFor(deps, { ...user, email: user.email }));
  }
}

/** Confirms the address with the emailed code; unknown emails get the same answer as wrong codes. */
export async function verifyEmail(deps: VerificationDeps, email: string, code: string): Promise<UserRow> {
  const user = await findUserByEmail(deps.db, email);
  const valid = user !== undefined && (await checkEmailCode(deps, user.id, 'email_confirm', email, code));
  if (!valid) throw badRequest(MESSAGES.invalidCode);
  return (await updateUser(deps.db, user.id, { isVerified: true }))!;
}

/** The one-click link: true when it confirmed the address it was sent to. */
export async function confirmEmailLink(deps: VerificationDeps, token: string): Promise<boolean> {
  const record = await consumeConfirmationLink(deps, token);
  if (!record) return false;
  const user = await findUserById(deps.db, record.userId);
  // The account may have changed its address since; the link confirms only the one it went to.
  if (!user || user.email !== record.email) return false;
  await updateUser(deps.db, user.id, { isVerified: true });
  return true;
}
