import type { PostingRequirement } from '../analysis/posting/requirements';
import { runKey, tokenize } from '../analysis/text/terms';

/** The job match's key of a term: "PostgreSQL" and "postgres", "JS" and "JavaScript" share one. */
export const termKeyOf = (text: string): string => runKey(tokenize(text).flat());

/** A phrase from running text as a list of skills shows it: "wound care" is "Wound care". */
export const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "National Electrical Code (NEC)": the name, and another name for it in brackets. */
const BRACKETED = /^(.*?)\s*\(([^()]+)\)\s*$/;

/**
 * A skill as the job match reads a requirement, so that whether a resume already has it is
 * answered by the matcher itself: in other words, by an abbreviation, by a narrower term.
 */
export function skillTerm(name: string): PostingRequirement {
  const [, main = name, other] = BRACKETED.exec(name) ?? [];
  return {
    key: termKeyOf(main),
    label: main.toLowerCase(),
    required: false,
    count: 1,
    first: 0,
    known: true,
    alternatives: other === undefined ? [] : [termKeyOf(other)],
  };
}
