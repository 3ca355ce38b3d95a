import { randomInt } from 'node:crypto';
import { LIMITS } from '@resume/core';
import type { AppDeps } from '../../deps';
import { enforceRateLimit } from '../../lib/rate-limit-guard';
import { hashToken, keyedHash, newOpaqueToken, safeEqual } from '../../lib/secrets';
import {
  type CodePurpose,
  consumeByLinkToken,
  consumeEmailCode,
  type EmailCodeRow,
  replaceEmailCode,
  spendCodeTry,
} from './email-code-repo';

type CodeDeps = Pick<AppDeps, 'db' | 'config' | 'limiter'>;

const CODE_TTL_MS = LIMITS.verificationCodeTtlMinutes * 60 * 1000;

function codeHash(deps: CodeDeps, purpose: CodePurpose, email: string, code: string): string {
  return keyedHash(deps.config.jwtSecret, `${purpose}:${email}:${code}`);
}

/** A fresh 6-digit code (leading zeros allowed), uniformly random. */
function newCode(): string {
  return String(randomInt(0, 10 ** LIMITS.verificationCodeDigits)).padStart(
    LIMITS.verificationCodeDigits,
    '0',
  );
}

/**
 * Creates a code for `email` and, for an email confirmation, the token of the one-click link sent
 * beside it. Only hashes are stored; the plain values go into the email and nowhere else.
 */
export async function createEmailCode(
  deps: CodeDeps,
  userId: string,
  purpose: CodePurpose,
  email: string,
): Promise<{ code: string; linkToken: string | null }> {
  const code = newCode();
  const linkToken = purpose === 'email_confirm' ? newOpaqueToken() : null;
  await replaceEmailCode(deps.db, {
    userId,
    purpose,
    email,
    codeHash: codeHash(deps, purpose, email, code),
    linkTokenHash: linkToken ? hashToken(linkToken) : null,
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  return { code, linkToken };
}

/** True once for the right code; every check, right or wrong, spends one of the code's tries. */
export async function checkEmailCode(
  deps: CodeDeps,
  userId: string,
  purpose: CodePurpose,
  email: string,
  code: string,
): Promise<boolean> {
  const now = new Date();
  const candidates = await spendCodeTry(
    deps.db,
    { userId, purpose, email },
    deps.config.rateLimits.codeTries,
    now,
  );
  const expected = codeHash(deps, purpose, email, code);
  const match = candidates.find((row: EmailCodeRow) => safeEqual(row.codeHash, expected));
  return match !== undefined && (await consumeEmailCode(deps.db, match.id, now));
}

/** The code record behind a live confirmation link, used up by this call. */
export function consumeConfirmationLink(deps: CodeDeps, token: string) {
  return consumeByLinkToken(deps.db, hashToken(token), deps.config.rateLimits.codeTries, new Date());
}

/**
 * One code email per cooldown (docs/http-api.md#rate-limits: resend 1 per 60 s) to `key`, answered with the
 * seconds left. Sending a code starts the cooldown.
 */
export function enforceCodeCooldown(deps: CodeDeps, key: string): Promise<void> {
  return refuseWithinCooldown(deps, `code-mail:${key}`);
}

/**
 * The public "resend the code" request: 1 per cooldown per address, counted on those requests
 * alone. A sign-up's email does not start it, so the answer (status, body, time) is the same for
 * an address that just signed up as for one nobody has used; whether a mail goes out is decided
 * after the answer, by codeMailDue.
 */
export function enforceResendCooldown(deps: CodeDeps, email: string): Promise<void> {
  return refuseWithinCooldown(deps, `code-resend:${email}`);
}

/** Whether a code email may go to `key` now (and if so, starts its cooldown). Never refuses. */
export async function codeMailDue(deps: CodeDeps, key: string): Promise<boolean> {
  return (await deps.limiter.check(`code-mail:${key}`, cooldown(deps))).allowed;
}

/** Starts the cooldown without refusing: the first code of a sign-up always goes out. */
export async function startCodeCooldown(deps: CodeDeps, key: string): Promise<void> {
  await codeMailDue(deps, key);
}

function refuseWithinCooldown(deps: CodeDeps, limiterKey: string): Promise<void> {
  return enforceRateLimit(
    deps.limiter,
    limiterKey,
    cooldown(deps),
    'Please wait before requesting another code.',
  );
}

const cooldown = (deps: CodeDeps) => ({ limit: 1, windowMs: deps.config.rateLimits.resendSeconds * 1000 });
