import {
  isKnownSkill,
  isPlace,
  isStateCode,
  isStopWord,
  PHRASE_KEYS,
  runKey,
  SKILL_KEYS,
  type Token,
  tokenize,
} from '../text/terms';
import { VERBS } from '../text/verb-lexicon';
import type { PartOfSpeech } from './tagger';
import { GENERIC_HEADS, GENERIC_NOUNS, JOINED_PHRASES, QUALIFIERS } from './vocabulary';

/**
 * The noun phrases and skill phrases of one sentence: runs of nouns, proper nouns and adjectives
 * as the NLP library tags them ("motor controls", "Engineering Change Orders", "fire alarm
 * systems"), with skill gerunds ("conduit bending", "troubleshooting"), without qualifiers
 * ("strong", "3+ years") or heads that only say how it is held ("SQL skills").
 */

export type Tag = (token: Token) => PartOfSpeech;

const NOUNISH = new Set(['NOUN', 'PROPN', 'ADJ']);
const HEADLESS = new Set(['PUNCT', 'CCONJ', 'ADP', 'SCONJ', 'X', 'NOUN', 'PROPN']);
/** Letters and digits in one word name a thing ("480V", "EPA 608" is read as two). */
const technicalWord = (t: Token) => /\d/.test(t.text) && /\p{L}/u.test(t.text);

function member(segment: Token[], i: number, tag: Tag, blocked: (t: Token) => boolean): boolean {
  const token = segment[i] as Token;
  if (blocked(token)) return false;
  const pos = tag(token);
  if (NOUNISH.has(pos) || isKnownSkill(token) || technicalWord(token)) return true;
  const prev = segment[i - 1];
  const next = segment[i + 1];
  // A verb between a modifier and a noun is a mis-tagged compound: "aerial lift certification", "month-end close tasks".
  if (
    pos === 'VERB' &&
    prev !== undefined &&
    next !== undefined &&
    NOUNISH.has(tag(prev)) &&
    tag(next) === 'NOUN'
  )
    return true;
  // "OSHA 30", "EPA 608": a number names a thing right after a proper noun.
  if (pos === 'NUM') return prev !== undefined && tag(prev) === 'PROPN' && !/^\d{4}$/.test(token.text);
  // A gerund is a skill where it heads a phrase: "conduit bending", "troubleshooting skills", "brazing".
  if (/ing$/i.test(token.text) && (pos === 'VERB' || pos === 'NOUN')) {
    const before = prev === undefined ? 'X' : tag(prev);
    return (
      next === undefined ||
      HEADLESS.has(tag(next)) ||
      (before !== 'AUX' &&
        before !== 'PART' &&
        before !== 'PRON' &&
        before !== 'NOUN' &&
        before !== 'VERB' &&
        NOUNISH.has(tag(next)))
    );
  }
  return false;
}

/** The phrase without its qualifiers in front or generic heads behind; empty when nothing is left. */
function trimmed(run: Token[], tag: Tag): Token[] {
  let from = 0;
  let to = run.length;
  const lower = (t: Token) => t.text.toLowerCase();
  while (
    from < to &&
    (QUALIFIERS.has(lower(run[from] as Token)) ||
      (/^\d/.test((run[from] as Token).text) && !technicalWord(run[from] as Token)))
  )
    from++;
  while (
    to > from &&
    (GENERIC_HEADS.has(lower(run[to - 1] as Token)) || QUALIFIERS.has(lower(run[to - 1] as Token)))
  )
    to--;
  // An imperative at the head of a duty is no part of the thing: "Document runbooks", "Answer RFIs".
  if (to - from > 1 && isActionVerb(run[from] as Token, tag)) from++;
  const phrase = run.slice(from, to);
  // A phrase names a thing: it has a noun, or is a known skill or a skill gerund ("brazing").
  const named = phrase.some(
    (t) =>
      tag(t) === 'NOUN' || tag(t) === 'PROPN' || isKnownSkill(t) || /ing$/i.test(t.text) || technicalWord(t),
  );
  if (!named) return [];
  if (phrase.length === 1) {
    const word = phrase[0] as Token;
    if (isStopWord(word.text) || GENERIC_NOUNS.has(lower(word)) || GENERIC_NOUNS.has(word.raw)) return [];
    // A lone everyday verb ("Wire and troubleshoot", "Document care") is the duty's action, not a skill.
    if (VERBS.has(lower(word)) && !isKnownSkill(word)) return [];
  }
  return phrase;
}

/** A base-form or -ing action verb that the tagger did not call a proper noun. */
function isActionVerb(t: Token, tag: Tag): boolean {
  const word = t.text.toLowerCase();
  return !isKnownSkill(t) && (tag(t) !== 'PROPN' || t.sentenceStart) && VERBS.has(word);
}

const JOINED = JOINED_PHRASES.map((p) => p.split(/\s+/));

/** Phrases from the hand-kept list that span a function word ("shipping and receiving"). */
function joinedPhrases(segment: Token[]): { phrase: Token[]; from: number }[] {
  const found: { phrase: Token[]; from: number }[] = [];
  const words = segment.map((t) => t.text.toLowerCase());
  const taken = new Set<number>();
  const take = (i: number, n: number) => {
    if ([...Array(n).keys()].some((k) => taken.has(i + k))) return;
    for (let k = 0; k < n; k++) taken.add(i + k);
    found.push({ phrase: segment.slice(i, i + n), from: i });
  };
  for (const joined of JOINED)
    for (let i = 0; i + joined.length <= words.length; i++)
      if (joined.every((w, k) => words[i + k] === w)) take(i, joined.length);
  // Known multi-word skills and phrases ("accounts payable", "pivot tables") stay whole, whatever the tags.
  for (let n = 3; n >= 2; n--)
    for (let i = 0; i + n <= segment.length; i++) {
      const key = runKey(segment.slice(i, i + n));
      if (PHRASE_KEYS.has(key) || SKILL_KEYS.has(key)) take(i, n);
    }
  return found;
}

/** Every phrase of a sentence, in order; `blocked` words (names, places) end a phrase. */
export function sentencePhrases(sentence: string, tag: Tag, blocked: (t: Token) => boolean): Token[][] {
  const phrases: Token[][] = [];
  for (const segment of tokenize(sentence)) {
    const joined = joinedPhrases(segment);
    const inJoined = new Set(joined.flatMap(({ phrase, from }) => phrase.map((_, k) => from + k)));
    phrases.push(...joined.map((j) => j.phrase));
    let run: Token[] = [];
    const flush = () => {
      const phrase = trimmed(run, tag);
      if (phrase.length > 0) phrases.push(phrase);
      run = [];
    };
    segment.forEach((token, i) => {
      const isMember = !inJoined.has(i) && member(segment, i, tag, blocked);
      if (isMember && i > 0 && /[(]/.test(token.gap)) flush();
      if (isMember) run.push(token);
      else flush();
    });
    flush();
  }
  return phrases;
}

/** Places ("Denver", "TX" after a comma) are never part of a requirement. */
export const isPlaceToken = (t: Token): boolean => isPlace(t) || isStateCode(t, t.gap);
