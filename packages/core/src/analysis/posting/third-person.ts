import type { Token } from '../text/terms';
import { VERBS } from '../text/verb-lexicon';

/** The base of a third-person verb ("documents", "reaches"), if it is an everyday duty verb. */
function dutyBase(word: string): string | undefined {
  const w = word.toLowerCase();
  if (!w.endsWith('s')) return undefined;
  return [w.slice(0, -1), w.slice(0, -2)].find((base) => base.length >= 3 && VERBS.has(base));
}

/**
 * "Performs routine testing …, documents quality control, troubleshoots instrument failures, reviews
 * and releases results": a summary that says the hire's duties in the third person opens each with
 * a verb in -s, which the tagger may read as a noun. In such a sentence, a duty verb opening a phrase
 * is no part of the thing it acts on, and alone it is no requirement.
 */
export function withoutThirdPersonVerb(phrase: Token[], sentence: string): Token[] {
  const first = phrase[0] as Token;
  const opening = /^\s*(\p{L}+)/u.exec(sentence)?.[1];
  if (opening === undefined || dutyBase(opening) === undefined || !/^\p{Lu}/u.test(opening)) return phrase;
  if (first.sentenceStart || dutyBase(first.text) === undefined) return phrase;
  if (!/^\s*(?:,|and)?\s*$/.test(first.gap) && !/(?:,|\band)\s*$/.test(sentence.slice(0, first.position)))
    return phrase;
  if (phrase.length > 1) return phrase.slice(1);
  // Alone it may be a noun of the list ("preventive maintenance, repairs, testing"); it is a verb
  // when another follows: "reviews and releases results".
  const next = /^\s+and\s+(\p{L}+)/u.exec(sentence.slice(first.position + first.surface.length))?.[1];
  return next !== undefined && dutyBase(next) !== undefined ? [] : phrase;
}
