import type { PostingRequirement } from './requirements';

type OtherNames = Pick<PostingRequirement, 'alternatives' | 'otherLabels'>;

/** A requirement folded into another: its key and label become the other's alternatives. */
export const asAlternative = (r: PostingRequirement): OtherNames => ({
  alternatives: [r.key, ...r.alternatives],
  otherLabels: [r.label, ...(r.otherLabels ?? [])],
});

/** Adds other names to a requirement, by key and as worded, each once. */
export function takeAlternatives(into: OtherNames, from: OtherNames): void {
  into.alternatives = [...new Set([...into.alternatives, ...from.alternatives])];
  const labels = [...(into.otherLabels ?? []), ...(from.otherLabels ?? [])];
  if (labels.length > 0) into.otherLabels = [...new Set(labels)];
}
