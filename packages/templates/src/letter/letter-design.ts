import { EXECUTIVE_RULE_WEIGHT } from '../templates/executive';
import { SIDEBAR_SHARE } from '../templates/sidebar';

/**
 * How each template's letterhead is drawn: the header its resume prints, reduced to what a letter
 * needs. Colours, fonts, sizes and margins are not here: they come from the template's own theme
 * (templates/*.tsx), so a change of the resume's design changes its letters with it.
 */
export type LetterHead =
  /** Name, headline and contacts stacked, as the template's theme aligns them, ending on a rule, a short hairline or nothing. */
  | { kind: 'stacked'; end: 'rule' | 'hairline' | 'none' }
  /** The header on a band of the accent colour bleeding to the paper's edges (modern). */
  | { kind: 'band' }
  /** The header over a rule of the accent colour, `weight` points thick (executive). */
  | { kind: 'ruled'; weight: number }
  /** Name and headline on one line, contacts under them (compact; its theme draws the rule). */
  | { kind: 'split' }
  /** A tinted column (the theme's panel colour) of `share` % on the left holding the contacts (sidebar). */
  | { kind: 'side-column'; share: number };

const LETTER_HEADS: Readonly<Record<string, LetterHead>> = {
  // Classic rules its headings in ink: its letterhead ends on the same rule.
  classic: { kind: 'stacked', end: 'rule' },
  modern: { kind: 'band' },
  executive: { kind: 'ruled', weight: EXECUTIVE_RULE_WEIGHT },
  sidebar: { kind: 'side-column', share: SIDEBAR_SHARE },
  compact: { kind: 'split' },
  // Elegant sets its headings between hairlines: a short centred one closes its letterhead.
  elegant: { kind: 'stacked', end: 'hairline' },
};

const PLAIN: LetterHead = { kind: 'stacked', end: 'none' };

/** The letterhead of a template; a template without one here gets its stacked header, unadorned. */
export function letterHeadOf(template: string): LetterHead {
  return Object.hasOwn(LETTER_HEADS, template) ? LETTER_HEADS[template]! : PLAIN;
}
