import { type ResumeData, storedResumeDataSchema } from '../schemas/resume';
import type { ModelReading, UnsupportedValue } from './reading-schema';
import { isPrintedDate, isPrintedIn, normaliseForReading, printedDates, storedFormOf } from './reading-text';

/**
 * The fact check of an AI reading: every value must be printed in the file the person uploaded.
 * A model may only copy what is there; a value it cannot point to (a phone number, an employer, a
 * month) is taken out, and listed so the person sees what was left out and why.
 */

/** Fields holding a date: checked against the dates the file prints, not as words. */
const DATE_FIELDS = new Set(['start_date', 'end_date', 'graduation_date', 'date']);
/** Dates that are null, not empty, when unknown (ResumeData: an open end is null). */
const NULLABLE_FIELDS = new Set(['end_date', 'graduation_date']);
/** A skill's level is a choice from a list: null when the file does not print it. */
const SKILL_LEVEL = /^skills\.\d+\.level$/;
/** A contact's type is how the model classed the value, not a value from the file. */
const CONTACT_TYPE = /^contacts\.\d+\.type$/;

type Check = { text: string; dates: ReadonlySet<string>; unsupported: UnsupportedValue[] };

export type CheckedReading = { reading: ResumeData; unsupported: UnsupportedValue[] };

/** The reading with every value the file does not print removed, and those values listed. */
export function checkReading(model: ModelReading, fileText: string): CheckedReading {
  const check: Check = {
    text: normaliseForReading(fileText),
    dates: printedDates(fileText),
    unsupported: [],
  };
  const kept = checkNode(model, [], check);
  return { reading: storedResumeDataSchema.parse(kept), unsupported: check.unsupported };
}

function checkNode(node: unknown, path: (string | number)[], check: Check): unknown {
  if (typeof node === 'string') return checkValue(node, path, check);
  if (Array.isArray(node)) {
    return node.map((item, i) => checkNode(item, [...path, i], check)).filter(hasContent);
  }
  if (node && typeof node === 'object') {
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, checkNode(value, [...path, key], check)]),
    );
  }
  return node;
}

function checkValue(value: string, path: (string | number)[], check: Check): string | null {
  const where = path.join('.');
  const field = String(path.at(-1));
  if (CONTACT_TYPE.test(where) || value.trim() === '') return value;
  const kept = DATE_FIELDS.has(field) ? checkDate(value, check) : checkText(value, check);
  if (kept !== null) return kept;
  check.unsupported.push({ path: where, value });
  return NULLABLE_FIELDS.has(field) || SKILL_LEVEL.test(where) ? null : '';
}

const checkText = (value: string, check: Check): string | null =>
  isPrintedIn(check.text, value) ? value : null;

/** A printed date is kept in ResumeData's form ("March 2019" → "2019-03"). */
function checkDate(value: string, check: Check): string | null {
  const stored = storedFormOf(value);
  return stored !== null && isPrintedDate(check.dates, stored) ? stored : null;
}

/**
 * Whether a list item still holds anything from the file once its unprinted values are gone: an
 * entry left with only a contact type or a "current" flag is dropped.
 */
function hasContent(item: unknown): boolean {
  if (typeof item === 'string') return item.trim() !== '';
  if (Array.isArray(item)) return item.some(hasContent);
  if (item && typeof item === 'object') {
    return Object.entries(item).some(([key, value]) => key !== 'type' && hasContent(value));
  }
  return false;
}
