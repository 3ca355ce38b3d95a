import { findDateRange, parseDatePoint, STORED_DATE } from '../dates';
import { escapeRegExp } from './text-search';

/**
 * How a value of an AI reading is looked for in the file's text: the same words in the same order,
 * whatever the case, spacing, dash, quote or ligature the file or the model used.
 */

/** Hyphens, dashes and minus signs, all read as "-". */
const DASHES = /[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/g;
const SINGLE_QUOTES = /[\u2018\u2019\u201a\u201b\u2032\u0060\u00b4]/g;
const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f\u2033\u00ab\u00bb]/g;
/** A soft hyphen or a zero-width character is printed as nothing. */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

/**
 * One form for comparing: NFKC (which spells out ligatures such as "ﬁ" and full-width letters),
 * one kind of dash and quote, lower case, single spaces.
 */
export function normaliseForReading(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(DASHES, '-')
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A value stands apart in the text: not the middle of a longer word or number ("Go" in "Google"). */
const EDGE = '[\\p{L}\\p{N}]';

/**
 * Whether `value` is printed in `normalisedText` (already through normaliseForReading). A space in
 * the value may be a line break in the file, and a "- " left between a bullet and its words does
 * not matter, since both sides are compared in one form.
 */
export function isPrintedIn(normalisedText: string, value: string): boolean {
  const wanted = normaliseForReading(value);
  if (wanted === '') return true;
  const start = /^[\p{L}\p{N}]/u.test(wanted) ? `(?<!${EDGE})` : '';
  const end = /[\p{L}\p{N}]$/u.test(wanted) ? `(?!${EDGE})` : '';
  return new RegExp(`${start}${escapeRegExp(wanted)}${end}`, 'u').test(normalisedText);
}

/**
 * Every date the file prints, read into ResumeData's form (`YYYY-MM` or `YYYY`) by the resume date
 * grammar: each line is read for ranges and single dates until none is left.
 */
export function printedDates(text: string): Set<string> {
  const dates = new Set<string>();
  for (let line of text.split(/\r\n|\r|\n/)) {
    for (let range = findDateRange(line); range; range = findDateRange(line)) {
      if (range.start) dates.add(range.start);
      if (range.end) dates.add(range.end);
      const at = line.indexOf(range.text);
      if (at < 0 || range.text === '') break;
      line = `${line.slice(0, at)} ${line.slice(at + range.text.length)}`;
    }
  }
  return dates;
}

/**
 * A date of the reading in ResumeData's form: as stored, or as printed ("March 2019") read by the
 * date grammar; null when it is no date at all.
 */
export function storedFormOf(value: string): string | null {
  const trimmed = value.trim();
  return STORED_DATE.test(trimmed) ? trimmed : parseDatePoint(trimmed);
}

/**
 * Whether a stored date is printed in the file: the same month, or for a bare year any date of that
 * year (the month was not given, so nothing was invented).
 */
export function isPrintedDate(dates: ReadonlySet<string>, stored: string): boolean {
  if (dates.has(stored)) return true;
  return stored.length === 4 && [...dates].some((date) => date.startsWith(stored));
}
