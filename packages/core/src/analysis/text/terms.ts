import { termWords } from '../../text/words';
import {
  ALIASES,
  BOILERPLATE_WORDS,
  CAPITALISED_SKILLS,
  KNOWN_PHRASES,
  KNOWN_SKILLS,
  PLACES,
  POSTING_WORDS,
  ROLE_NOUNS,
  ROLE_PRACTICES,
  SENIORITY_WORDS,
  STATE_CODES,
  STOP_WORDS,
} from './term-lists';

/**
 * Terms as a keyword matcher compares them: "Node.js", "node js" and "NodeJS" share the key
 * "nodejs"; "Databases" and "database" share "database"; "ML" is "machine learning".
 */

/** Plural to singular, sparing words that only look plural (kubernetes and pandas stay whole). */
export function singular(word: string): string {
  if (word.length <= 3 || /\d/.test(word) || /(?:ss|us|is|os|as|js)$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:sses|xes|zes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** "APIs" and "SLOs" are plurals of acronyms, which `singular` cannot see once lowercased. */
const ACRONYM_PLURAL = /^(\p{Lu}{2,})s$/u;

/**
 * Word keys are memoised: a resume and a posting use a vocabulary of a few thousand words, and the
 * builder rescores on every keystroke. The cache only remembers answers, so results never change.
 */
const WORD_KEYS = new Map<string, string>();
const WORD_KEYS_LIMIT = 50_000;

function wordKey(token: string): string {
  const known = WORD_KEYS.get(token);
  if (known !== undefined) return known;
  const word = token
    .replace(ACRONYM_PLURAL, '$1')
    .toLowerCase()
    .replace(/['’]s$/, '');
  // Names with dots, slashes or ampersands inside ("Node.js", "CI/CD", "FP&A") are not plurals.
  const bare = word.replace(/[.\-_/'’]/g, '');
  const key = /[./&]/.test(word) ? bare : singular(bare);
  if (WORD_KEYS.size >= WORD_KEYS_LIMIT) WORD_KEYS.clear();
  WORD_KEYS.set(token, key);
  return key;
}

function rawKey(tokens: readonly string[]): string {
  return tokens.map(wordKey).join('');
}

const ALIAS_KEYS = new Map(
  Object.entries(ALIASES).map(([from, to]) => [rawKey(from.split(' ')), rawKey(to.split(' '))]),
);

const aliased = (key: string): string => ALIAS_KEYS.get(key) ?? key;

/** The key a term is compared by. */
export function termKey(tokens: readonly string[]): string {
  return aliased(rawKey(tokens));
}

/** The key of consecutive tokens, from the word keys they already carry. */
export const runKey = (tokens: readonly Token[]): string => aliased(tokens.map((t) => t.raw).join(''));

const keySet = (words: Iterable<string>): Set<string> =>
  new Set([...words].map((w) => termKey(w.split(/[_\s]/))));

export const PHRASE_KEYS = keySet(KNOWN_PHRASES);
export const SKILL_KEYS = keySet(KNOWN_SKILLS);
/** Skills that are ordinary words in lower case ("epic", "excel"): known only when capitalised. */
const CAPITALISED_KEYS = keySet(CAPITALISED_SKILLS);

/** Whether a word names a known skill as written: "Epic" and "Excel" do, "epic" and "excel at" do not. */
export function isKnownSkill(token: Token): boolean {
  if (!SKILL_KEYS.has(token.key) && !CAPITALISED_KEYS.has(token.key)) return false;
  return !CAPITALISED_KEYS.has(token.key) || /^\p{Lu}/u.test(token.text);
}

/** Benefits and equal-opportunity words ("dental", "401(k)", "veteran"). */
export const isBoilerplate = (token: Token): boolean =>
  BOILERPLATE_WORDS.has(token.text.toLowerCase()) || BOILERPLATE_WORDS.has(token.raw);

/** A city, state, country or region, capitalised as a place is. */
export const isPlace = (token: Token): boolean => /^\p{Lu}/u.test(token.text) && PLACES.has(token.raw);

/** A two-letter state code after a comma: the "TX" of "Austin, TX". */
export const isStateCode = (token: Token, gapBefore: string): boolean =>
  /^\p{Lu}{2}$/u.test(token.text) && STATE_CODES.has(token.raw) && gapBefore.includes(',');

export const isRoleNoun = (token: Token): boolean => ROLE_NOUNS.has(token.raw);
export const isSeniority = (token: Token): boolean => SENIORITY_WORDS.has(token.text.toLowerCase());

/** Words that carry no requirement of their own: function words and posting boilerplate. */
export function isStopWord(token: string): boolean {
  const lower = token.toLowerCase();
  return (
    STOP_WORDS.has(lower) ||
    POSTING_WORDS.has(lower) ||
    POSTING_WORDS.has(singular(lower)) ||
    /^\d+$/.test(lower)
  );
}

/** A token as it stood in the text (`.NET` read as "dotnet"): where, and whether it opened a sentence. */
export type Token = {
  surface: string;
  text: string;
  /** The word's own key, before aliases: runs of words join these. */
  raw: string;
  key: string;
  position: number;
  sentenceStart: boolean;
  /** The text between the previous token and this one. */
  gap: string;
};

const readToken = (surface: string): string => (surface.toLowerCase() === '.net' ? 'dotnet' : surface);

/** A full stop, comma or bracket ends the run of words a phrase can span. */
const SEGMENT_BREAK = /[,;:!?()[\]{}•|"“”\n\r\t]|\.(?=\s|$)|\s[-–—]\s/;

/** The text as segments of tokens: phrases are only read within one segment. */
export function tokenize(text: string): Token[][] {
  const segments: Token[][] = [];
  let current: Token[] = [];
  let lastEnd = 0;
  let sentenceStart = true;
  for (const m of termWords(text)) {
    const gap = text.slice(lastEnd, m.index);
    if (SEGMENT_BREAK.test(gap) && current.length > 0) {
      segments.push(current);
      current = [];
    }
    if (/[.!?\n•]/.test(gap)) sentenceStart = true;
    const word = readToken(m.text);
    const raw = wordKey(word);
    current.push({
      surface: m.text,
      text: word,
      raw,
      key: aliased(raw),
      position: m.index,
      sentenceStart,
      gap,
    });
    sentenceStart = false;
    lastEnd = m.index + m.text.length;
  }
  if (current.length > 0) segments.push(current);
  return segments;
}

const PRACTICE_KEYS = new Map(
  Object.entries(ROLE_PRACTICES).map(([role, practice]) => [role, wordKey(practice)]),
);

/**
 * Every key of one, two and three consecutive words: what a resume can be searched by. With
 * `practices`, a role also shows its practice: "Product Designer" is "product design" as well.
 */
export function ngramKeys(segments: Token[][], options: { practices?: boolean } = {}): Set<string> {
  const keys = new Set<string>();
  for (const segment of segments) {
    segment.forEach((token, i) => {
      keys.add(token.key);
      for (let n = 2; n <= 3 && i + n <= segment.length; n++) {
        const run = segment.slice(i, i + n);
        keys.add(runKey(run));
        const last = run[n - 1] as Token;
        const practice = options.practices ? PRACTICE_KEYS.get(last.raw) : undefined;
        if (practice !== undefined) keys.add(runKey([...run.slice(0, -1), { ...last, raw: practice }]));
      }
    });
  }
  return keys;
}
