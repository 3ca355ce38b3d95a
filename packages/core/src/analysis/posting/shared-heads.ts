import type { Token } from '../text/terms';
import type { Tag } from './phrases';
import { QUALIFIERS } from './vocabulary';

/**
 * "individual and group therapy": an adjective joined to a phrase shares its head, so it names
 * "individual therapy" too.
 */
export function sharedHeads(segment: Token[], phrases: Token[][], tag: Tag): Token[][] {
  const shared: Token[][] = [];
  segment.forEach((token, i) => {
    const conj = segment[i + 1];
    if (tag(token) !== 'ADJ' || conj === undefined || tag(conj) !== 'CCONJ') return;
    if (QUALIFIERS.has(token.text.toLowerCase())) return;
    const next = phrases.find((p) => p[0] === segment[i + 2] && p.length >= 2);
    if (next) shared.push([token, next[next.length - 1] as Token]);
  });
  return shared;
}
