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
 * One code email per address per cooldown (API.md: resend 1 per 60 s), answered with the seconds
 * left. Sending a code starts the cooldown, so "resend" right after sign-up waits too.
 */
export async function enforceCodeCooldown(deps: CodeDeps, key: string): Promise<void> {
  await enforceRateLimit(
    deps.limiter,
    `code-mail:${key}`,
    cooldown(deps),
    'Please wait before requesting another code.',
  );
}

/** Starts the cooldown without refusing: the first code of a sign-up always goes out. */
export async function startCodeCooldown(deps: CodeDeps, key: string): Promise<void> {
  await deps.limiter.check(`code-mail:${key}`, cooldown(deps));
}

const cooldown = (deps: CodeDeps) => ({ limit: 1, windowMs: deps.config.rateLimits.resendSeconds * 1000 });
