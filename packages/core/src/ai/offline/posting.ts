import { PHRASE_KEYS, runKey, SKILL_KEYS, tokenize } from '../../analysis/text/terms';
import { escapeRegExp } from '../text-search';

/** The analysis's keyword labels (lowercase) read back from the posting, as the posting spells them. */

const SENTENCE_END = /(?:[.!?:•*\n]\s*|\s[-–—]\s+)$/;

/** Whether the text at `index` opens a sentence, a line or a bullet, where every word is capitalised. */
const opensSentence = (text: string, index: number): boolean =>
  index === 0 || SENTENCE_END.test(text.slice(Math.max(0, index - 6), index));

/** Every place the posting writes the term, in any case. */
function usesOf(label: string, posting: string): RegExpExecArray[] {
  const pattern = label.split(' ').map(escapeRegExp).join('\\s+');
  return [...posting.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'giu'))];
}

/** The term as the posting first writes it, wherever that is. */
const firstUse = (label: string, posting: string): string | undefined => usesOf(label, posting)[0]?.[0];

/** Each term as the posting spells it ("Node.js", "PCI DSS"), preferring a mid-sentence use. */
function asWritten(label: string, posting: string): { text: string; named: boolean } {
  const uses = usesOf(label, posting);
  const midSentence = uses.find((m) => !opensSentence(posting, m.index));
  // A capital in mid-sentence marks a product or a standard: a skill to list.
  if (midSentence) return { text: midSentence[0], named: /^\p{Lu}/u.test(midSentence[0]) };
  // At a sentence's start a capital says nothing, but capitals inside a word do ("BLS", "eDiscovery").
  const cased = uses.find((m) => /\p{Lu}/u.test(m[0].slice(1)));
  if (cased) return { text: cased[0], named: true };
  return { text: label, named: false };
}

/** "Civil engineer", "Sous chef": a term that names a job, not something one has or does. */
export const isJobTitle = (text: string): boolean =>
  /\b(?:engineers?|developers?|managers?|analysts?|designers?|directors?|leads?|specialists?|consultants?|officers?|assistants?|interns?|heads?|technicians?|nurses?|chefs?|electricians?|associates?)$/i.test(
    text,
  );

export type Term = { text: string; skill: boolean };

export function readTerm(label: string, posting: string): Term {
  const { text, named } = asWritten(label, posting);
  const key = runKey(tokenize(label).flat());
  const tool = SKILL_KEYS.has(key);
  const skill = named || tool || PHRASE_KEYS.has(key) || /[\d+#./]/.test(label);
  // A tool's name is a name even where it only opens a bullet ("- Terraform"): as the posting writes it.
  if (tool && !named) return { text: firstUse(label, posting) ?? text, skill };
  return { text, skill };
}

/** A keyword label ("graphql") as the posting writes it ("GraphQL"), for showing it to the person. */
export const postingSpelling = (label: string, posting: string): string => readTerm(label, posting).text;
