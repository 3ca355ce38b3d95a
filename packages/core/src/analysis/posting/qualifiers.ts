import type { Token } from '../text/terms';
import { QUALIFIERS } from './vocabulary';

/**
 * "General liability", "general ledger", "general contractor": before a single noun that names a
 * thing, "general" is part of a term of art. Before an action noun ("general supervision") or a
 * longer phrase ("general biomedical equipment") it only says "overall", like any qualifier.
 */
const TERM_OF_ART_OPENERS = new Set(['general']);
const ACTION_NOUN = /(?:ion|ment|ance|ence|ing)s?$/i;

/** Whether the word opening `run` at `from` qualifies the phrase rather than names part of it. */
export function qualifiesAt(run: readonly Token[], from: number, to: number): boolean {
  const word = (run[from] as Token).text.toLowerCase();
  if (!QUALIFIERS.has(word)) return false;
  if (!TERM_OF_ART_OPENERS.has(word) || to - from !== 2) return true;
  return ACTION_NOUN.test((run[from + 1] as Token).text);
}

/** Nouns that say how well a thing is held; the thing follows: "fluency in Adobe Illustrator". */
const HOW_WELL = /^(?:fluency|mastery|command|proficiency|familiarity|knowledge|understanding|grasp)$/i;

/**
 * "Fluency in both qualitative and quantitative methods", "a command of AP style": the noun alone,
 * with what is held after it, is how well, not a requirement. ("Articulation, language, fluency
 * and social communication disorders" names fluency itself, and stays.)
 */
export function howWellHeld(phrase: readonly Token[], sentence: string): boolean {
  if (phrase.length !== 1 || !HOW_WELL.test((phrase[0] as Token).text)) return false;
  const word = phrase[0] as Token;
  return /^\s+(?:in|with|of)\s/i.test(sentence.slice(word.position + word.surface.length));
}
