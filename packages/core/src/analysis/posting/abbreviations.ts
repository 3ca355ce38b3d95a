import { runKey, tokenize } from '../text/terms';

/**
 * Abbreviations as one term with what they stand for: those a text defines ("Engineering Change
 * Orders (ECOs)", "ECO (engineering change order)") and the degrees every posting and resume uses.
 */

/** Degrees by their usual abbreviations; a named degree is also a bachelor's (or master's) degree. */
const DEGREES: Record<string, string[]> = {
  bsme: ['bachelor of science in mechanical engineering', 'mechanical engineering', "bachelor's degree"],
  bsee: ['bachelor of science in electrical engineering', 'electrical engineering', "bachelor's degree"],
  bsce: ['bachelor of science in civil engineering', 'civil engineering', "bachelor's degree"],
  bscs: ['bachelor of science in computer science', 'computer science', "bachelor's degree"],
  bsn: ['bachelor of science in nursing', 'nursing', "bachelor's degree"],
  bba: ['bachelor of business administration', 'business administration', "bachelor's degree", 'business'],
  bs: ["bachelor's degree", 'bachelor of science'],
  ba: ["bachelor's degree", 'bachelor of arts'],
  'b.s.': ["bachelor's degree", 'bachelor of science'],
  'b.a.': ["bachelor's degree", 'bachelor of arts'],
  'b.b.a.': ['bachelor of business administration', "bachelor's degree", 'business'],
  'b.sc.': ["bachelor's degree", 'bachelor of science'],
  bachelor: ["bachelor's degree"],
  'bachelor of science': ["bachelor's degree"],
  'bachelor of arts': ["bachelor's degree"],
  'b.arch': ['bachelor of architecture', "bachelor's degree"],
  'm.arch': ['master of architecture', "master's degree"],
  'master of arts': ["master's degree"],
  'master of science': ["master's degree"],
  'master of education': ["master's degree"],
  'associate of science': ['associate degree'],
  'associate of arts': ['associate degree'],
  msw: ['master of social work', "master's degree"],
  msn: ['master of science in nursing', "master's degree"],
  mba: ['master of business administration', "master's degree"],
  ms: ["master's degree", 'master of science'],
  dpt: ['doctor of physical therapy'],
  pharmd: ['doctor of pharmacy'],
  jd: ['juris doctor', 'law degree'],
  aas: ['associate of applied science', 'associate degree'],
  'associate of applied science': ['associate degree'],
  ged: ['high school diploma'],
  // The British and international spellings, and the degrees written with their stops.
  bsc: ["bachelor's degree", 'bachelor of science'],
  msc: ["master's degree", 'master of science'],
  'm.sc.': ["master's degree", 'master of science'],
  'm.s.': ["master's degree", 'master of science'],
  beng: ['bachelor of engineering', "bachelor's degree"],
  meng: ['master of engineering', "master's degree"],
  'bachelor of engineering': ["bachelor's degree"],
  'master of engineering': ["master's degree"],
  bfa: ['bachelor of fine arts', "bachelor's degree"],
  'bachelor of fine arts': ["bachelor's degree"],
  mfa: ['master of fine arts', "master's degree"],
  'master of fine arts': ["master's degree"],
  mph: ['master of public health', "master's degree"],
  'master of public health': ["master's degree"],
  'm.ed.': ['master of education', "master's degree"],
  phd: ['doctor of philosophy', 'doctorate', 'doctoral degree'],
  'ph.d.': ['doctor of philosophy', 'doctorate', 'doctoral degree'],
  'doctor of philosophy': ['doctorate', 'doctoral degree'],
};

const keyOf = (text: string): string => runKey(tokenize(text).flat());

/** From each term's key to the keys of the terms it also is. */
export type Equivalents = Map<string, Set<string>>;

function link(map: Equivalents, a: string, b: string) {
  if (a === b || !a || !b) return;
  if (!map.has(a)) map.set(a, new Set());
  map.get(a)?.add(b);
}

const DEGREE_LINKS: Equivalents = new Map();
for (const [short, longs] of Object.entries(DEGREES)) {
  for (const long of longs) link(DEGREE_LINKS, keyOf(short), keyOf(long));
  // A named degree is its abbreviation too: "Bachelor of Science in Mechanical Engineering" is a BSME.
  if (longs[0]?.includes(' in ') || /^(?:master|doctor|juris)/.test(longs[0] ?? ''))
    link(DEGREE_LINKS, keyOf(longs[0] as string), keyOf(short));
}

export const degreeEquivalents = (): Equivalents => DEGREE_LINKS;

/**
 * Initials of a long form, with "and"/"of"/"in" optional: "Electronic Health Record" is EHR. In a
 * long form of two words or more, each part of a hyphenated word counts: "machine translation
 * post-editing" is MTPE, "computer-aided design" CAD.
 */
export function initialsMatch(longWords: string[], abbreviation: string): boolean {
  const words =
    longWords.length < 2 ? longWords : longWords.flatMap((w) => w.split('-')).filter((w) => w !== '');
  const letters = abbreviation
    .replace(/s$/, '')
    .replace(/[^a-z]/gi, '')
    .toLowerCase();
  const all = words.map((w) => (w[0] ?? '').toLowerCase()).join('');
  const content = words
    .filter((w) => !/^(?:and|of|in|for|the|&|to)$/i.test(w))
    .map((w) => (w[0] ?? '').toLowerCase())
    .join('');
  return letters.length >= 2 && (all === letters || content === letters);
}

/**
 * An abbreviation in brackets, and the words right before it. The words are read back from each
 * bracket (a pattern that tried every word of the text as a start would take most of a posting's
 * scoring time).
 */
const BRACKETED = /\(\s*([\p{L}][\p{L}\p{N}&./-]{1,10})\s*\)/gu;
const WORDS_BEFORE = /(?:[\p{L}][\p{L}\p{N}'’/-]*\s+){1,7}$/u;

function* longThenShort(text: string): Generator<[words: string, short: string]> {
  for (const m of text.matchAll(BRACKETED)) {
    const before = WORDS_BEFORE.exec(text.slice(Math.max(0, m.index - 160), m.index));
    if (before) yield [before[0], m[1] as string];
  }
}
const SHORT_THEN_LONG = /\b(\p{Lu}[\p{Lu}\p{N}&./-]{1,9}s?)\s*\(\s*([\p{L}][\p{L}\s'’/-]{4,80})\)/gu;

type Definition = { long: string; short: string; longText: string };

/**
 * The posting is read for its requirements and again for the resume's evidence, and again for each
 * section of the resume: once is enough. A few texts are kept, the latest last.
 */
const read = new Map<string, Definition[]>();
const KEPT = 16;

/** The long form and the abbreviation of each definition in a text, as term keys. */
export function definedAbbreviations(text: string): Definition[] {
  let found = read.get(text);
  if (found === undefined) {
    found = readDefinitions(text);
    if (read.size >= KEPT) read.delete(read.keys().next().value as string);
  } else read.delete(text);
  read.set(text, found);
  return found;
}

function readDefinitions(text: string): Definition[] {
  const found: Definition[] = [];
  for (const [before, short] of longThenShort(text)) {
    if (!/\p{Lu}/u.test(short)) continue;
    const words = before.trim().split(/\s+/);
    const letters = short.replace(/s$/, '').replace(/[^a-z]/gi, '').length;
    // The shortest run of words before the brackets whose initials spell the abbreviation.
    for (let n = 1; n <= Math.min(words.length, letters + 2); n++) {
      const long = words.slice(-n);
      if (initialsMatch(long, short)) {
        const longText = long.join(' ');
        found.push({ long: keyOf(longText), short: keyOf(short), longText });
        break;
      }
    }
  }
  for (const m of text.matchAll(SHORT_THEN_LONG)) {
    const words = (m[2] as string).trim().split(/\s+/);
    if (initialsMatch(words, m[1] as string))
      found.push({ long: keyOf(m[2] as string), short: keyOf(m[1] as string), longText: m[2] as string });
  }
  return found;
}

/** Degrees and every abbreviation the texts define, each way. */
export function equivalents(...texts: string[]): Equivalents {
  const map: Equivalents = new Map([...DEGREE_LINKS].map(([k, v]) => [k, new Set(v)]));
  for (const text of texts)
    for (const { long, short } of definedAbbreviations(text)) {
      link(map, long, short);
      link(map, short, long);
    }
  return map;
}
