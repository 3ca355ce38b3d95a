import { foldWord } from '@resume/core';
import { CONTACT_LABELS, HEADING_QUALIFIERS, HEADING_WORDS } from './heading-words';
import { COUNTRIES, REGION_NAMES, STATE_CODES } from './places';
import { DEGREE_WORDS, GERMAN_TITLE_HEADS, INSTITUTION_WORDS, ORG_WORDS, TITLE_WORDS } from './role-words';
import { TOWNS } from './towns';

/**
 * Every word list the parser's rules consult: general vocabulary written by hand (the towns built
 * from GeoNames), never words taken from the files being scored.
 */
const LEXICONS: Set<string>[] = [
  ...HEADING_WORDS.map(([, list]) => list),
  HEADING_QUALIFIERS,
  CONTACT_LABELS,
  TITLE_WORDS,
  GERMAN_TITLE_HEADS,
  ORG_WORDS,
  DEGREE_WORDS,
  INSTITUTION_WORDS,
  STATE_CODES,
  REGION_NAMES,
  COUNTRIES,
  TOWNS,
];

/** Each lexicon entry, as the folded words or phrases a document's text is compared with. */
export function lexiconEntries(): string[] {
  return [...new Set(LEXICONS.flatMap((list) => [...list].map(foldWord)))];
}

/**
 * Runs `work` as if the lexicons had been written without `held` (folded entries), then puts
 * them back. The benchmark uses it to measure the parser on a family of resumes with every word
 * that only that family's files contain taken out, as if nobody had seen those files.
 */
export async function withoutLexiconEntries<T>(held: Set<string>, work: () => Promise<T>): Promise<T> {
  const removed: [Set<string>, string][] = [];
  for (const list of LEXICONS) {
    for (const entry of list) {
      if (!held.has(foldWord(entry))) continue;
      list.delete(entry);
      removed.push([list, entry]);
    }
  }
  try {
    return await work();
  } finally {
    for (const [list, entry] of removed) list.add(entry);
  }
}
