/** Web links: found in printed text, checked when a field holds one, and labelled by site. */
import { LinkifyIt, type Match } from 'linkify-it';

/**
 * Newer generic top-level domains people put their own sites on. linkify-it knows every country
 * code and the classic generic ones; these are the ones resumes use that it leaves out.
 */
const SITE_TLDS = [
  'dev',
  'app',
  'xyz',
  'tech',
  'site',
  'page',
  'blog',
  'design',
  'cloud',
  'studio',
  'codes',
  'link',
  'one',
  'online',
  'website',
  'space',
  'world',
  'ninja',
  'rocks',
  'work',
  'art',
  'bio',
  'portfolio',
];

/**
 * Country codes a resume prints far more often as something else: file extensions ("main.py",
 * "README.md"), a degree ("M.Sc") and short words glued to a full stop ("years.As"). Printed
 * without "https://" they are not read as links.
 */
const NOT_SITES = new Set([
  'md',
  'py',
  'rs',
  'ps',
  'ml',
  'tf',
  'sc',
  'am',
  'an',
  'as',
  'by',
  'do',
  'is',
  'my',
]);

/** Links with "https://" (not "//" alone, which is prose), and bare ones on a known top-level domain. */
const linkify = new LinkifyIt({ fuzzyLink: true }).tlds(SITE_TLDS, true).add('//', null);

/**
 * Where a printed link ends or starts even with no space: a resume's separators and brackets, the
 * icons printed before a link, and the colon after a label ("GitHub:github.com/jane").
 */
const LINK_EDGE = /[|,;()<>"'[\]\p{So}\p{Co}]|:(?=\p{L})/gu;

const SCHEME = /^(?:https?:\/\/|mailto:|tel:)/i;
const WEB_SCHEME = /^https?:\/\//i;

export const hasScheme = (value: string): boolean => SCHEME.test(value.trim());

export const withoutScheme = (value: string): string => value.trim().replace(SCHEME, '');

const hostOf = (link: string): string => link.replace(WEB_SCHEME, '').split(/[/?#:]/)[0] ?? '';

/** A web link, not an e-mail address (nor so its domain), not a bare name on a code in NOT_SITES, not a degree. */
function isPrintedSite(match: Match): boolean {
  if (match.schema === 'mailto:') return false;
  // "B.Com", "M.Com": a degree, written as no site is (one or two capitals, a capitalised ending).
  if (match.schema === '' && /^\p{Lu}{1,2}\.\p{Lu}\p{Ll}+$/u.test(match.raw)) return false;
  const tld = hostOf(match.raw).split('.').pop() ?? '';
  return match.schema !== '' || !NOT_SITES.has(tld.toLowerCase());
}

/** Web addresses in printed order. E-mail addresses (and so their domains) are not links. */
export function findUrls(text: string): string[] {
  const found = linkify.match(text.replace(LINK_EDGE, ' ')) ?? [];
  return found.filter(isPrintedSite).map((m) => m.raw.replace(/[.:]+$/, ''));
}

/**
 * A field's value is a web address when, read with a scheme, it is one link from start to end and
 * its host ends in a top-level domain. Any domain is accepted here, unlike in running text, since
 * the field says the value is meant as an address.
 */
export function isWebAddress(value: string): boolean {
  const text = value.trim();
  const link = WEB_SCHEME.test(text) ? text : `https://${text}`;
  if (linkify.matchAtStart(link)?.lastIndex !== link.length) return false;
  const host = hostOf(link);
  return /\.\p{L}{2,}$/u.test(host) || /\.xn--[\w-]+$/i.test(host);
}

export type LinkType = 'linkedin' | 'github' | 'website';

export function linkType(url: string): LinkType {
  const lower = url.toLowerCase();
  if (lower.includes('linkedin.')) return 'linkedin';
  if (lower.includes('github.')) return 'github';
  return 'website';
}
