import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque, unguessable token for links and refresh tokens (256 bits). */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * High-entropy tokens are stored as SHA-256: a database leak gives nothing usable, and lookups
 * stay indexable. (Passwords, which are low-entropy, use a slow hash instead.)
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A 6-digit code has only a million values, so a plain hash of it could be reversed by trying them
 * all; keyed with the server's secret, a leaked table gives nothing.
 */
export function keyedHash(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/** Compares secrets without leaking their common prefix through timing. */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}
