import { couldBeYear } from '../../dates/point';
import { VERBS } from './verb-lexicon';

/** Patterns a recruiter reads as weak, vague or out of place in resume prose. */

/** Openers that describe a duty or a supporting part instead of what the person achieved. */
const WEAK_OPENERS: readonly RegExp[] = [
  /^(?:was |were )?responsible (?:for|of)\b/i,
  /^(?:my )?(?:responsibilities|duties|tasks) (?:include|included|including|were|was)\b/i,
  /^(?:was |were )?tasked with\b/i,
  /^(?:was |were )?in charge of\b/i,
  /^(?:was |were )?involved (?:in|with)\b/i,
  /^helped\b/i,
  /^helping\b/i,
  /^assisted\b/i,
  /^assisting\b/i,
  /^worked (?:on|with|in|at|as)\b/i,
  /^working (?:on|with|in|at|as)\b/i,
  /^participated in\b/i,
  /^took part in\b/i,
  /^(?:was |were )?(?:a )?part of\b/i,
  /^attended\b/i,
  /^exposure to\b/i,
  /^(?:was |were )?familiar with\b/i,
];

/**
 * An achievement without its bullet, a leading "I" or "We" and leading adverbs ("Successfully
 * helped …" still opens with "helped"); the pronoun and the filler are reported on their own.
 */
export function withoutSubject(text: string): string {
  let t = text.replace(/^[^\p{L}\p{N}]+/u, '').replace(/^(?:I|We)\s+/, '');
  for (let m = /^(\p{L}+ly),?\s+(?:and\s+)?/iu.exec(t); m && !VERBS.has(m[1]!.toLowerCase()); ) {
    t = t.slice(m[0].length);
    m = /^(\p{L}+ly),?\s+(?:and\s+)?/iu.exec(t);
  }
  return t;
}

/** The weak opening phrase an achievement starts with, as written, or undefined. */
export function weakOpener(text: string): string | undefined {
  const t = withoutSubject(text);
  for (const pattern of WEAK_OPENERS) {
    const m = pattern.exec(t);
    if (m) return m[0];
  }
  return undefined;
}

/**
 * First-person words. "I" only as a capital standing alone (not "I/O" or "i.e."), and not as the
 * Roman numeral after a word that numbers things ("level I trauma centre", "Phase I trial"); "US"
 * in capitals is the country, so only lowercase "us" counts.
 */
const FIRST_PERSON =
  /(?<![\p{L}\p{N}./-])(?:(?<!\b(?:[Ll]evel|[Pp]hase|[Tt]ype|[Tt]ier|[Cc]lass|[Gg]rade|[Ss]tage|[Pp]art|[Tt]itle|[Ss]eries|[Ss]tep|[Cc]ategory) )I|[Ii](?='(?:m|ve|d|ll))|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself|[Ww]e|[Oo]urs?|[Oo]urselves|us)(?![\p{L}\p{N}]|[-/.][\p{L}\p{N}])/gu;

export function firstPersonWords(text: string): string[] {
  return [...text.matchAll(FIRST_PERSON)].map((m) => m[0]);
}

/** Words that take up space without adding a fact, with what to do instead. */
const FILLER: readonly { pattern: RegExp; advice: string }[] = [
  { pattern: /\b(?:successfully|effectively|efficiently)\b/i, advice: 'the result already shows it' },
  { pattern: /\b(?:very|really|basically|actually|extremely)\b/i, advice: 'it weakens the claim' },
  {
    pattern: /\b(?:various|numerous|several|a lot of|lots of|a number of)\b/i,
    advice: 'give the actual number',
  },
  { pattern: /\bin order to\b/i, advice: '"to" says the same' },
  { pattern: /\b(?:etc\.?|and so on)(?=$|[\s.,;])/i, advice: 'name the items that matter' },
];

export type FillerHit = { phrase: string; advice: string };

export function fillerPhrases(text: string): FillerHit[] {
  const hits: FillerHit[] = [];
  for (const { pattern, advice } of FILLER) {
    const m = pattern.exec(text);
    if (m) hits.push({ phrase: m[0], advice });
  }
  return hits;
}

/** Clichés that recruiters skim past in a summary. */
const BUZZWORDS =
  /\b(?:results[- ](?:driven|oriented)|hard[- ]?working|team player|go[- ]getter|self[- ]starter|detail[- ]oriented|think(?:ing)? outside the box|synerg(?:y|ies|istic)|go[- ]to person|proven track record|dynamic individual|best of breed|value[- ]add(?:ed)?)\b/gi;

export function buzzwords(text: string): string[] {
  return [...new Set([...text.matchAll(BUZZWORDS)].map((m) => m[0].toLowerCase()))];
}

/**
 * A quantified result: a standalone number (not a year, not part of a name like S3 or EC2), a
 * currency amount, a percentage, or a number word ("doubled", "three", "dozens").
 */
const STANDALONE_NUMBER =
  /(?<![\p{L}\p{N}])[$€£¥~<>+]?\d[\d,]*(?:\.\d+)?(?:\s?(?:%|percent|[kmb]n?|x|×|\+))?(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])\d[\d,]*(?:\.\d+)?(?:k|m|bn|b|x|%|ms|s|h|hrs?)(?![\p{L}\p{N}])/giu;
const NUMBER_WORDS =
  /\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|hundreds?|thousands?|millions?|billions?|dozens?|doubled?|doubling|tripled?|tripling|halved?|halving|tenfold|twofold|threefold)\b/i;

export function hasNumber(text: string): boolean {
  for (const m of text.matchAll(STANDALONE_NUMBER)) {
    if (!couldBeYear(m[0])) return true;
  }
  return NUMBER_WORDS.test(text);
}
