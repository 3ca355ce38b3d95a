/**
 * One contact printed once. The parser, the printed resume and the import review each used to
 * compare contacts their own way (one by digits and without "mailto:", two by exact text), so a
 * number typed "(415) 555-0142" and again as "415.555.0142" was shown twice by some and once by
 * another. A person reads both as the same number, so every reader compares as the most forgiving
 * one did, and also ignores "https://" and "www." and a closing "/", which change no address.
 */
import { withoutScheme } from './links';
import { isPhone } from './phones';

/**
 * What two contact values are compared by: a phone number by its digits, anything else without
 * its scheme ("mailto:", "https://"), "www." or closing slashes, and without case (addresses and
 * profile names are read the same in any case).
 */
export function contactKey(value: string): string {
  const bare = withoutScheme(value);
  if (isPhone(bare)) return `phone:${bare.replace(/\D/g, '')}`;
  return bare
    .replace(/^www\./i, '')
    .replace(/\/+$/, '')
    .toLowerCase();
}

/**
 * The items whose contact value is neither blank, nor one of `shown` (the email and phone that have
 * fields of their own), nor the same as an item before them: the first way it was written is kept.
 */
export function distinctContacts<T>(
  items: readonly T[],
  contactValue: (item: T) => string,
  shown: readonly string[] = [],
): T[] {
  const seen = new Set(shown.filter((value) => value.trim()).map(contactKey));
  return items.filter((item) => {
    const value = contactValue(item);
    const key = contactKey(value);
    if (!value.trim() || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
