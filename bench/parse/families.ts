/** Accuracy by producer family: the evidence that the parser reads layouts, not files. */
import { table } from '../support/stats';
import type { Corpus } from './corpus';
import { accuracyOf, type FileScore } from './score';

/** The files of each family, in a stable order. */
export function familiesOf(corpus: Corpus, bases: string[]): Map<string, string[]> {
  const byFamily = new Map<string, string[]>();
  for (const base of bases) {
    const family = corpus.families.get(base) ?? 'unknown';
    byFamily.set(family, [...(byFamily.get(family) ?? []), base]);
  }
  return new Map([...byFamily.entries()].sort((a, b) => a[0].localeCompare(b[0])));
}

const pct = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(1)}%`);

/** One row per family: files, full-corpus accuracy and, when given, leave-one-family-out accuracy. */
export function familyTable(
  families: Map<string, string[]>,
  full: FileScore[],
  heldOut?: FileScore[],
): string {
  const pick = (scores: FileScore[], bases: string[]) => scores.filter((s) => bases.includes(s.file));
  const rows = [...families.entries()].map(([family, bases]) => [
    family,
    String(bases.length),
    pct(accuracyOf(pick(full, bases))),
    ...(heldOut ? [pct(accuracyOf(pick(heldOut, bases)))] : []),
  ]);
  const header = ['family', 'files', 'strict accuracy', ...(heldOut ? ['left out of the lexicons'] : [])];
  return table([header, ...rows]);
}
