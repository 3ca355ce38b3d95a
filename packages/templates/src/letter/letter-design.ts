import { CREATIVE_RULE_WEIGHT } from '../templates/creative';
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
  | { kind: 'side-column'; share: number }
  /** Name and headline over a rule of the accent, `weight` points thick, the contacts in a side column on the right (creative). */
  | { kind: 'ruled-columns'; weight: number };

const LETTER_HEADS: Readonly<Record<string, LetterHead>> = {
  // Classic rules its headings in ink: its letterhead ends on the same rule.
  classic: { kind: 'stacked', end: 'rule' },
  modern: { kind: 'band' },
  executive: { kind: 'ruled', weight: EXECUTIVE_RULE_WEIGHT },
  sidebar: { kind: 'side-column', share: SIDEBAR_SHARE },
  compact: { kind: 'split' },
  // Elegant sets its headings between hairlines: a short centred one closes its letterhead.
  elegant: { kind: 'stacked', end: 'hairline' },
  // Minimal draws no rules at all.
  minimal: { kind: 'stacked', end: 'none' },
  // Creative's name stands over a thick rule of the accent, its contacts in the side column; its
  // page strip is the resume's alone.
  creative: { kind: 'ruled-columns', weight: CREATIVE_RULE_WEIGHT },
  // Portrait's headings sit over a short accent rule; its letters, without the photo, end on a fine one.
  portrait: { kind: 'ruled', weight: 1.5 },
  // The academic CV's header closes on a hairline; its headings are ruled in the accent.
  academic: { kind: 'ruled', weight: 0.5 },
};

const PLAIN: LetterHead = { kind: 'stacked', end: 'none' };

/** The letterhead of a template; a template without one here gets its stacked header, unadorned. */
export function letterHeadOf(template: string): LetterHead {
  return Object.hasOwn(LETTER_HEADS, template) ? LETTER_HEADS[template]! : PLAIN;
}
