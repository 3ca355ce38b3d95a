/** E-mail addresses, phone numbers and web links printed in a resume. */

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

const PHONE = /(?<![\w/.])(?:\+\s?\d{1,3}[\s.-]*)?(?:\(\d{1,4}\)[\s.-]*)?\d[\d\s.-]{5,}\d(?![\w/])/g;

const TLDS = [
  'com',
  'org',
  'net',
  'io',
  'dev',
  'me',
  'co',
  'ai',
  'app',
  'xyz',
  'edu',
  'gov',
  'info',
  'tech',
  'site',
  'page',
  'blog',
  'design',
  'cloud',
  'us',
  'uk',
  'de',
  'fr',
  'in',
  'ca',
  'au',
  'nl',
  'es',
  'it',
  'ch',
  'se',
  'eu',
  'ly',
  'to',
  'gg',
  'sh',
  'so',
  'cc',
  'tv',
  'fm',
  'studio',
  'codes',
  'link',
  'one',
  'pro',
  'online',
  'website',
  'space',
  'world',
  'ninja',
  'rocks',
  'work',
  'art',
  'ie',
  'be',
  'at',
  'pl',
  'br',
  'mx',
  'jp',
  'cn',
  'kr',
  'sg',
  'nz',
  'za',
  'tr',
  'ru',
  'ua',
  'cz',
  'dk',
  'fi',
  'no',
  'pt',
  'gr',
  'hu',
  'ro',
  'il',
  'ae',
  'vc',
  'bio',
  'name',
  'portfolio',
].join('|');

const URL = new RegExp(
  `(?<![\\w@.-])(?:https?://)?(?:www\\.)?(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+(?:${TLDS})(?![\\w-])(?::\\d+)?(?:/[^\\s|,;()<>"'\\]]*)?`,
  'gi',
);

export type LinkType = 'linkedin' | 'github' | 'website';

/** A fediverse handle ("@jane@hachyderm.io"): an address after an "@", not an e-mail. */
const HANDLE = /(?<![\w.])@[\w.]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

export function findEmails(text: string): string[] {
  return [...text.replace(HANDLE, ' ').matchAll(EMAIL)].map((m) => m[0].replace(/\.$/, ''));
}

export function findHandles(text: string): string[] {
  return [...text.matchAll(HANDLE)].map((m) => m[0]);
}

const YEAR_RANGE = /^(19|20)\d{2}\s*[-–.]\s*(19|20)\d{2}$/;

/** Phone numbers as printed ("+1 (415) 555-0142", "607.379.5733"), not dates or long IDs. */
export function findPhones(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(PHONE)) {
    const printed = match[0].trim().replace(/[\s.-]+$/, '');
    const digits = printed.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    if (YEAR_RANGE.test(printed) || /\s{2,}/.test(printed)) continue;
    // A bare run of digits with dots and no other separator is a version or a DOI, not a phone.
    if (/^\d+(\.\d+)+$/.test(printed) && printed.split('.').length !== 3) continue;
    found.push(printed);
  }
  return found;
}

/** Web addresses in printed order. E-mail domains are not links. */
export function findUrls(text: string): string[] {
  const withoutEmails = text.replace(EMAIL, ' ');
  return [...withoutEmails.matchAll(URL)].map((m) => m[0].replace(/[.:]+$/, ''));
}

export function linkType(url: string): LinkType {
  const lower = url.toLowerCase();
  if (lower.includes('linkedin.')) return 'linkedin';
  if (lower.includes('github.')) return 'github';
  return 'website';
}
