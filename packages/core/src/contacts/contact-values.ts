/** A contact's value read against its type: is it what the type says, and what is it when no type is given. */
import type { Contact } from '../schemas/resume';
import { isEmail } from './emails';
import { isWebAddress, linkType, withoutScheme } from './links';
import { isPhone } from './phones';

/** Where each profile type must point, so a GitHub link is not left in the LinkedIn slot. */
const PROFILE_HOSTS: Partial<Record<Contact['type'], RegExp>> = {
  linkedin: /(?:^|[/.])linkedin\.com\//i,
  github: /(?:^|[/.])github\.com\//i,
};

/** A link of the given type: a web address, and for a profile one on that site. */
export function isProfileUrl(type: Contact['type'], value: string): boolean {
  const v = value.trim();
  return isWebAddress(v) && (PROFILE_HOSTS[type]?.test(v) ?? true);
}

/** The hosts a profile type must point to, as a reader would write them ("linkedin.com/…"). */
export const profileHostHint = (type: Contact['type']): string | undefined =>
  PROFILE_HOSTS[type] ? `${type}.com/…` : undefined;

/** What a contact is from its value alone, for a contact whose label names no type ("Work"). */
export function contactTypeOf(value: string): Contact['type'] {
  const bare = withoutScheme(value);
  if (isEmail(bare)) return 'email';
  if (isPhone(bare)) return 'phone';
  return isWebAddress(value) ? linkType(bare) : 'other';
}
