import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PublicLinkRow } from './repo';

/** The cookie that says this browser gave the link's password; scoped to the link's own path. */
export const ACCESS_COOKIE = 'resume_link_access';
const ACCESS_HOURS = 12;

/**
 * What the cookie holds: a MAC of the link, its address and its password's hash under the server's
 * secret. A new password (new salt) or a new address makes every cookie given before worthless.
 */
function accessProof(secret: string, link: PublicLinkRow): string {
  return createHmac('sha256', secret)
    .update(`public-link:${link.id}:${link.slug}:${link.passwordHash ?? ''}`)
    .digest('base64url');
}

export function accessCookie(secret: string, link: PublicLinkRow, secure: boolean): string {
  const attributes = [
    `${ACCESS_COOKIE}=${accessProof(secret, link)}`,
    `Path=/r/${link.slug}`,
    `Max-Age=${ACCESS_HOURS * 3600}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ];
  return attributes.join('; ');
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/** True when the link needs no password, or the request carries this link's valid cookie. */
export function hasAccess(secret: string, link: PublicLinkRow, cookieHeader: string | undefined): boolean {
  if (link.passwordHash === null) return true;
  const given = Buffer.from(cookieValue(cookieHeader, ACCESS_COOKIE) ?? '');
  const expected = Buffer.from(accessProof(secret, link));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
