import { asAlternative, takeAlternatives } from './other-names';
import type { PostingRequirement } from './requirements';

/**
 * "Comprehensive school counseling" beside "school counseling", "short-term crisis intervention"
 * beside "crisis intervention": a phrase that is another requirement of two words or more with
 * words in front is the same requirement said more narrowly once. It is listed once, under the
 * shorter name, and a resume that shows either meets it. A name in front ("Lenel access control")
 * is a product asked for, and stays.
 */
export function withoutNarrowerVariants(requirements: PostingRequirement[]): PostingRequirement[] {
  const byLabel = new Map(requirements.map((r) => [r.label, r]));
  const broader = (r: PostingRequirement): PostingRequirement | undefined => {
    const words = r.label.split(' ');
    for (let k = 1; k <= words.length - 2; k++) {
      const found = byLabel.get(words.slice(k).join(' '));
      if (found !== undefined && found !== r) return found;
    }
    return undefined;
  };
  return requirements.filter((r) => {
    const into = broader(r);
    if (into === undefined || r.known || r.name !== undefined) return true;
    takeAlternatives(into, asAlternative(r));
    into.count += r.count;
    into.required ||= r.required;
    into.first = Math.min(into.first, r.first);
    return false;
  });
}
