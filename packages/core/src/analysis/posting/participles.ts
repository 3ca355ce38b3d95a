import type { Token } from '../text/terms';
import type { Tag } from './phrases';

const BEFORE_A_MODIFIER = new Set(['ADP', 'DET', 'CCONJ', 'PUNCT']);

/**
 * Whether the past participle at `i` describes the noun after it: "in confined spaces", "for
 * integrated campaigns", "lockout/tagout, confined space" (after a list's comma, where the
 * segment opens mid-sentence), "and powered industrial trucks" (with an adjective between).
 */
export function describesNext(segment: Token[], i: number, tag: Tag): boolean {
  const [token, prev, next, after] = [segment[i] as Token, segment[i - 1], segment[i + 1], segment[i + 2]];
  const opens =
    prev === undefined ? !token.sentenceStart && token.gap.includes(',') : BEFORE_A_MODIFIER.has(tag(prev));
  if (!opens || next === undefined) return false;
  return tag(next) === 'NOUN' || (tag(next) === 'ADJ' && after !== undefined && tag(after) === 'NOUN');
}

/**
 * "pipelines in Python and SQL, orchestrated with Airflow": a lone past participle followed by
 * whom or what it was done with opens a clause about the phrase before it; it is no thing asked
 * for. ("Automated testing", "certified" alone are read elsewhere.)
 */
export function participleOpeningAClause(phrase: readonly Token[], sentence: string): boolean {
  const word = phrase[0] as Token;
  if (phrase.length !== 1 || !/^\p{Ll}+ed$/u.test(word.text)) return false;
  return /^\s+(?:with|by|through|via|using|from|into|to)\s/i.test(
    sentence.slice(word.position + word.surface.length),
  );
}
