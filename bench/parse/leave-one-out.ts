/**
 * Leave-one-family-out: each family is parsed again with every lexicon entry that only that
 * family's files contain taken out, as if the lexicons had been written without ever seeing
 * those files. (The parser's thresholds are set by hand, not fitted, so there is nothing else
 * to rebuild.) A parser that reads layouts scores about the same either way.
 */
import { join } from 'node:path';
import { foldWord } from '@resume/parser/testing';
import { type Corpus, type ParsedFile, parseFiles } from './corpus';
import { lexiconEntries, withoutLexiconEntries } from './held-lexicon';

/** The words of a text and its pairs of neighbouring words, folded, as lexicon entries are. */
function tokensOf(text: string): Set<string> {
  const folded = foldWord(text);
  const loose = folded.split(/[^\p{L}\d'-]+/u).filter(Boolean);
  const plain = folded.split(/[^\p{L}\d]+/u).filter(Boolean);
  const pairs = plain.slice(1).map((word, i) => `${plain[i]} ${word}`);
  return new Set([...loose, ...plain, ...pairs]);
}

/** Lexicon entries found in the family's files and in no other family's. */
export function entriesOnlyIn(family: string[], parsed: ParsedFile[]): Set<string> {
  const inFamily = tokensOf(
    parsed
      .filter((p) => family.includes(p.base))
      .map((p) => p.text)
      .join('\n'),
  );
  const elsewhere = tokensOf(
    parsed
      .filter((p) => !family.includes(p.base))
      .map((p) => p.text)
      .join('\n'),
  );
  return new Set(lexiconEntries().filter((entry) => inFamily.has(entry) && !elsewhere.has(entry)));
}

/** Parses each family without its own words into `outDir`; returns what was held out per family. */
export async function leaveOneFamilyOut(
  corpus: Corpus,
  families: Map<string, string[]>,
  parsed: ParsedFile[],
  outDir: string,
): Promise<Map<string, string[]>> {
  const heldOut = new Map<string, string[]>();
  for (const [family, bases] of families) {
    const held = entriesOnlyIn(bases, parsed);
    heldOut.set(family, [...held].sort());
    await withoutLexiconEntries(held, () => parseFiles(corpus, bases, join(outDir)));
  }
  return heldOut;
}
