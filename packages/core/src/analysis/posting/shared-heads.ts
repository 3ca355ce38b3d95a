import type { Token } from '../text/terms';
import type { Tag } from './phrases';
import { QUALIFIERS } from './vocabulary';

/** "reader's", "children's": a word that says whose the next one is. */
export const possessive = (t: Token | undefined): boolean => t !== undefined && /['’]s$/i.test(t.text);

/**
 * "individual and group therapy": an adjective joined to a phrase shares its head, so it names
 * "individual therapy" too. After a possessive the adjective is a head itself, not a modifier:
 * "reader's advisory and reference service" names no "advisory service".
 */
export function sharedHeads(segment: Token[], phrases: Token[][], tag: Tag): Token[][] {
  const shared: Token[][] = [];
  segment.forEach((token, i) => {
    const conj = segment[i + 1];
    if (tag(token) !== 'ADJ' || conj === undefined || tag(conj) !== 'CCONJ') return;
    if (possessive(segment[i - 1])) return;
    if (QUALIFIERS.has(token.text.toLowerCase())) return;
    const next = phrases.find((p) => p[0] === segment[i + 2] && p.length >= 2);
    if (next) shared.push([token, next[next.length - 1] as Token]);
  });
  return shared;
}

/**
 * "Write test plans and test cases": after "and" or "or", a word that also opened the phrase before
 * the conjunction modifies its noun in both; it is not a second verb.
 */
export function echoesTheFirst(segment: Token[], start: number): boolean {
  const [conj, first] = [segment[start - 1], segment[start]];
  if (conj === undefined || first === undefined || !/^(?:and|or)$/i.test(conj.text)) return false;
  const word = first.text.toLowerCase();
  for (let i = start - 3; i >= 0; i--) {
    const t = segment[i] as Token;
    // Opening the clause, the word is the duty's verb: "Train staff and train new hires".
    if (t.text.toLowerCase() === word) return i > 0 && !/^(?:and|or)$/i.test((segment[i - 1] as Token).text);
    if (/^(?:and|or)$/i.test(t.text)) return false;
  }
  return false;
}
