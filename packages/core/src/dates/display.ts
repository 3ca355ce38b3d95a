import { english } from './languages/en';
import { readStoredDate } from './stored';

/** Jan, Feb, … as resumes show them, capitalised from the English vocabulary's abbreviations. */
const MONTH_ABBREVIATIONS = english.months.map(
  ([full = '', short = full]) => short.charAt(0).toUpperCase() + short.slice(1),
);

/** What a resume shows for an ongoing job. */
const PRESENT = 'Present';

/** `2020-01` → `Jan 2020`, `2020` → `2020`; anything unreadable is shown as typed rather than lost. */
export function formatResumeMonth(value: string | null | undefined): string {
  const text = value?.trim() ?? '';
  const date = readStoredDate(text);
  const month = date?.month === undefined ? undefined : MONTH_ABBREVIATIONS[date.month - 1];
  return date && month ? `${month} ${date.year}` : text;
}

/**
 * `Jan 2020 – Present`, `Jan 2020 – Dec 2021`, or whichever end is known: an en dash with spaces,
 * as typeset resumes use, and never a dangling dash when one end is missing.
 */
export function formatResumeDates(
  start: string | null | undefined,
  end: string | null | undefined,
  isCurrent = false,
): string {
  const from = formatResumeMonth(start);
  const to = isCurrent ? PRESENT : formatResumeMonth(end);
  if (from && to && from !== to) return `${from} – ${to}`;
  return from || to;
}
