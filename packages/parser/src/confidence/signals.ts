/**
 * Signs that a section was probably misread: each signal looks at what the file printed and what
 * was read from it, and says how far to doubt the reading (medium, low) and why, in words for the
 * person who uploaded the file. Pure functions of a ResumeReading, so each is testable alone.
 */
import { findDateRange, spacedWords } from '@resume/core';
import { STATE_CODES } from '../lexicon/places';
import { isInstitution, orgScore } from '../lexicon/role-words';
import { DOUBTS } from './thresholds';

/** A doubt about a section's reading. */
export interface Signal {
  confidence: 'medium' | 'low';
  reason: string;
}

/** One entry as read: what names it, whether it has dates, the achievements put under it. */
export interface EntryReading {
  title: string;
  dated: boolean;
  achievements: string[];
}

/** A section as printed (its headings, its lines) and as read (its entries). */
export interface SectionReading {
  /** The headings found for this kind of section, as printed; empty when none was. */
  headings: string[];
  /** The text of the lines under those headings. */
  lines: string[];
  entries: EntryReading[];
}

/** The words a signal uses for a section's entries. */
export interface EntryWords {
  one: string;
  many: string;
}

const count = (n: number, words: EntryWords) => `${n} ${n === 1 ? words.one : words.many}`;

/** A line that prints a date range ("Mar 2019 – Present"), not a lone date: the mark of an entry. */
export const isDatedLine = (text: string): boolean => {
  const range = findDateRange(text);
  return range !== null && !range.single;
};

/** A heading was found, but nothing under it was read. */
export function emptyUnderHeading(section: SectionReading): Signal | null {
  const [heading] = section.headings;
  if (heading === undefined || section.entries.length > 0) return null;
  return {
    confidence: 'low',
    reason: `The “${heading.trim()}” heading was found, but nothing under it could be read.`,
  };
}

/**
 * More lines with date ranges than entries read: each dated line usually starts an entry, so the
 * missing ones were probably merged into others or lost (a two-column layout read across).
 */
export function datedLinesBeyondEntries(section: SectionReading, words: EntryWords): Signal | null {
  const dated = section.lines.filter(isDatedLine).length;
  const read = section.entries.length;
  const { min, lowShare, missingForLow } = DOUBTS.datedLines;
  if (read === 0 || dated < min || read >= dated) return null;
  const low = read <= lowShare * dated && dated - read >= missingForLow;
  return {
    confidence: low ? 'low' : 'medium',
    reason: `${dated} lines carry dates, but only ${count(read, words)} ${read === 1 ? 'was' : 'were'} read: some may have been merged or lost.`,
  };
}

const TITLE_WORD = /^(\p{Lu}[\p{L}\p{N}'’.&-]*|&|and|of|the|for|de|du|und)$/u;

/** Two to five capitalised words and no sentence ending: "Globex Corporation", not "Cut costs by 10%". */
const looksLikeEmployer = (text: string): boolean => {
  const words = spacedWords(text);
  const { min, max } = DOUBTS.employerWords;
  if (words.length < min || words.length > max || /[.!?:;]$/.test(text.trim())) return false;
  return words.every((w) => TITLE_WORD.test(w.replace(/,$/, ''))) && /^\p{Lu}/u.test(words[0]!);
};

/** "…, Austin, TX": the place line of an entry. */
const endsWithState = (text: string): boolean => {
  const state = /,\s*([A-Z]{2})\.?\s*$/.exec(text.trim())?.[1];
  return state !== undefined && STATE_CODES.has(state);
};

/** An achievement that reads like the header of another entry: its dates, its employer or its place. */
export const looksLikeEntryHeader = (achievement: string): boolean =>
  isDatedLine(achievement) || endsWithState(achievement) || looksLikeEmployer(achievement);

const quoted = (text: string, max = DOUBTS.quotedChars) => {
  const t = text.trim();
  return `“${t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t}”`;
};

/** The end of a long line: a header read into an achievement is joined after the achievement's text. */
const quotedEnd = (text: string, max = DOUBTS.quotedChars) => {
  const t = text.trim();
  return `“${t.length > max ? `…${t.slice(1 - max).trimStart()}` : t}”`;
};

/** Lines that look like an entry's header (dates, employer, "City, ST") read as achievements. */
export function headersInAchievements(entries: EntryReading[], words: EntryWords): Signal | null {
  const misplaced = entries.flatMap((e) => e.achievements.filter(looksLikeEntryHeader));
  if (misplaced.length === 0) return null;
  const what = misplaced.length === 1 ? 'achievement looks' : 'achievements look';
  return {
    confidence: misplaced.length >= DOUBTS.misplacedForLow ? 'low' : 'medium',
    reason: `${misplaced.length} ${what} like an employer, a place or dates (${quotedEnd(misplaced[0]!)}): another ${words.one} may have been read into the one above it.`,
  };
}

/** Entries read without a title or without dates. */
export function incompleteEntries(entries: EntryReading[], words: EntryWords): Signal | null {
  const incomplete = entries.filter((e) => !e.title.trim() || !e.dated).length;
  if (incomplete === 0) return null;
  const low = incomplete >= DOUBTS.incomplete.min && incomplete > DOUBTS.incomplete.share * entries.length;
  return {
    confidence: low ? 'low' : 'medium',
    reason: `${incomplete} of ${count(entries.length, words)} ${incomplete === 1 ? 'has' : 'have'} no title or no dates.`,
  };
}

/** No experience was read, yet the file prints several date ranges: the jobs sit somewhere unread. */
export function experienceNotFound(experience: SectionReading, allLines: string[]): Signal | null {
  if (experience.entries.length > 0 || experience.headings.length > 0) return null;
  const dated = allLines.filter(isDatedLine).length;
  if (dated < DOUBTS.datedLinesOfACareer) return null;
  return {
    confidence: 'low',
    reason: `No experience heading was found, yet ${dated} lines of the file carry dates: your positions may sit under a heading we did not recognise.`,
  };
}

/** A company's legal form ("Acme Corp", "Globex GmbH"): a name carrying one is not a person's. */
const LEGAL_FORM =
  /(?<![\p{L}])(inc|llc|ltd|corp|corporation|gmbh|plc|llp|pty|sarl|s\.?a\.?s|b\.?v)\.?(?![\p{L}])/iu;

/** The name read from the header: missing, or more like an organisation than a person. */
export function nameSignal(name: string): Signal | null {
  const text = name.trim();
  if (!text) return { confidence: 'low', reason: 'No name was read at the top of the file.' };
  if (LEGAL_FORM.test(text) || isInstitution(text) || orgScore(text) >= DOUBTS.orgWordsInName) {
    return {
      confidence: 'low',
      reason: `The name read, ${quoted(text)}, looks like an organisation rather than a person.`,
    };
  }
  return null;
}

/** Neither an email address nor a phone number was read. */
export function noWayToReach(email: string, phone: string): Signal | null {
  if (email.trim() || phone.trim()) return null;
  return { confidence: 'medium', reason: 'Neither an email address nor a phone number was read.' };
}
