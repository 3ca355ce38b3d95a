import { foldWord } from '../text/words';
import { german } from './languages/de';
import { english } from './languages/en';
import { spanish } from './languages/es';
import { french } from './languages/fr';

const LANGUAGES = [english, french, german, spanish];

const all = (pick: (language: (typeof LANGUAGES)[number]) => readonly string[]) => [
  ...new Set(LANGUAGES.flatMap(pick)),
];

/** Combining accents, as PDFs often give "é": "e" then "´". */
const ACCENTS = '\\u0300-\\u036f';

/**
 * Letters of the four languages, for a character class. Patterns stay without the `u` flag, and so
 * without `\p{L}`: with it, V8 took a tenth of a second to compile them on the first resume.
 */
export const LETTER = `a-z\\u00c0-\\u024f${ACCENTS}`;

/** One printed character as a pattern that also takes it unaccented or decomposed. */
function looseChar(char: string): string {
  if (/\s/.test(char)) return '\\s+';
  if (char === "'") return "['’ʼ]\\s?";
  if (/[\\^$.*+?()[\]{}|/]/.test(char)) return `\\${char}`;
  const base = char.normalize('NFD')[0] ?? char;
  return base === char ? char : `(?:${char}|${base}[${ACCENTS}]?)`;
}

const loose = (word: string) => [...word.normalize('NFC')].map(looseChar).join('');

/** Longest first, so a word is never cut short by one of its abbreviations. */
const alternatives = (words: readonly string[]) =>
  `(?:${[...words]
    .sort((a, b) => b.length - a.length)
    .map(loose)
    .join('|')})`;

/** A printed month or season as a key: no case, accents or trailing dot. */
const wordKey = (word: string) => foldWord(word.trim()).replace(/\.$/, '');

/** Its keys as printed and as spelled without umlauts, which German writes "ae" ("Maerz"). */
const keys = (word: string) => [
  wordKey(word),
  wordKey(word.replace(/[äöü]/g, (umlaut) => `${foldWord(umlaut)}e`)),
];

const MONTH_BY_KEY = new Map(
  LANGUAGES.flatMap((language) =>
    language.months.flatMap((names, index) => names.flatMap(keys).map((key) => [key, index + 1] as const)),
  ),
);
const SEASON_KEYS = new Set(all((l) => l.seasons).flatMap(keys));

export const monthNumber = (word: string): number | null => MONTH_BY_KEY.get(wordKey(word)) ?? null;
export const isSeason = (word: string): boolean => SEASON_KEYS.has(wordKey(word));

export const NOW = alternatives(all((l) => l.now));
/** "Since" words open closed ranges too: "desde 2019 hasta 2021". */
export const FROM = alternatives(all((l) => [...l.from, ...l.since]));
export const SINCE = alternatives(all((l) => l.since));
export const OF = alternatives(all((l) => l.of));
export const DURATION_UNIT = alternatives(all((l) => l.durations));
/** "a" and "to" part two dates only with space around them; dashes need none. */
export const SEPARATOR = `(?:\\s*(?:-+>|--?|[‐‑‒–—―−~→/])\\s*|\\s+${alternatives(all((l) => l.separators))}\\s+)`;
