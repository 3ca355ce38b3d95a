/** The parser's lexicons without the entries one family of files alone contains (leave-one-out.ts). */
import { foldWord, LEXICONS } from '@resume/parser/testing';

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
