import { jaccard } from './text-rules';

/**
 * Pairs original entries with parsed ones as the corpus scorer does: greedily, most similar key
 * (company, institution) first, where the key words overlap enough; ties go to the more similar
 * title (degree), then to the closer position. Returns, per original index, the parsed index.
 */
export function pairEntries<Entry>(
  originals: readonly Entry[],
  parsed: readonly Entry[],
  key: (entry: Entry) => string,
  sub: (entry: Entry) => string,
): Map<number, number> {
  const candidates: { score: number; tie: number; distance: number; from: number; to: number }[] = [];
  originals.forEach((original, from) => {
    parsed.forEach((read, to) => {
      const score = jaccard(key(original), key(read));
      if (score >= 0.6) {
        candidates.push({
          score,
          tie: jaccard(sub(original), sub(read)),
          distance: Math.abs(from - to),
          from,
          to,
        });
      }
    });
  });
  candidates.sort((a, b) => b.score - a.score || b.tie - a.tie || a.distance - b.distance);
  const pairs = new Map<number, number>();
  const taken = new Set<number>();
  for (const { from, to } of candidates) {
    if (pairs.has(from) || taken.has(to)) continue;
    pairs.set(from, to);
    taken.add(to);
  }
  return pairs;
}
