import { isStopWord, PHRASE_KEYS, runKey, SKILL_KEYS, type Token } from '../text/terms';
import { physicalDemands } from './physical';
import { JOINED_PHRASES } from './vocabulary';

/**
 * Phrases kept whole whatever the tagger says of their words: those with a function word inside
 * ("shipping and receiving"), named degrees, physical demands and known multi-word skills.
 */

const JOINED = JOINED_PHRASES.map((p) => p.split(/\s+/));

const DEGREE_LEVEL = /^(?:bachelor|master|associate|doctor)(?:['’]?s)?$|^doctorate$/i;
const capitalisedWord = (t: Token | undefined) => t !== undefined && /^\p{Lu}/u.test(t.text);
export const wordIs = (t: Token | undefined, word: string): boolean =>
  t !== undefined && t.text.toLowerCase() === word;

/**
 * How many words a named degree spans from `i`, its level, kind and field together: "Bachelor of
 * Science in Civil Engineering", "Master of Social Work"; 0 if none. In "a bachelor's degree in
 * accounting" the field is the requirement, read as a phrase of its own.
 */
function degreeLength(segment: Token[], i: number): number {
  if (!DEGREE_LEVEL.test(segment[i]?.text ?? '')) return 0;
  let j = i + 1;
  if (!wordIs(segment[j], 'of') || !capitalisedWord(segment[j + 1])) return 0;
  j++;
  while (capitalisedWord(segment[j]) && !wordIs(segment[j], 'in')) j++;
  if (wordIs(segment[j], 'in') && segment[j + 1] !== undefined && !isStopWord(segment[j + 1]?.text ?? '')) {
    const field = j + 1;
    j = field;
    while (j < segment.length && j - field < 3 && !isStopWord((segment[j] as Token).text)) j++;
  }
  return j - i;
}

/** Phrases from the hand-kept list that span a function word ("shipping and receiving"). */
export function joinedPhrases(segment: Token[]): { phrase: Token[]; from: number }[] {
  const found: { phrase: Token[]; from: number }[] = [];
  const words = segment.map((t) => t.text.toLowerCase());
  const taken = new Set<number>();
  const take = (i: number, n: number) => {
    if ([...Array(n).keys()].some((k) => taken.has(i + k))) return;
    for (let k = 0; k < n; k++) taken.add(i + k);
    found.push({ phrase: segment.slice(i, i + n), from: i });
  };
  // The last word may be plural: "serve food and beverages".
  const said = (w: string, at: number, last: boolean) => words[at] === w || (last && words[at] === `${w}s`);
  for (const joined of JOINED)
    for (let i = 0; i + joined.length <= words.length; i++)
      if (joined.every((w, k) => said(w, i + k, k === joined.length - 1))) take(i, joined.length);
  for (let i = 0; i < segment.length; i++) {
    const n = degreeLength(segment, i);
    if (n > 1) take(i, n);
  }
  for (const { from, length } of physicalDemands(segment)) take(from, length);
  // Known multi-word skills and phrases ("accounts payable", "pivot tables") stay whole, whatever the tags.
  for (let n = 3; n >= 2; n--)
    for (let i = 0; i + n <= segment.length; i++) {
      const key = runKey(segment.slice(i, i + n));
      if (PHRASE_KEYS.has(key) || SKILL_KEYS.has(key)) take(i, n);
    }
  return found;
}
