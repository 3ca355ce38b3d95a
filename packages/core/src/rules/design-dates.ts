import { english } from '../dates/languages/en';
import { parseDatePoint } from '../dates/point';
import { readStoredDate } from '../dates/stored';
import type { DateFormat } from './design';

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const MONTH_NAMES = english.months.map(([full = '']) => capital(full));
const MONTH_SHORT = english.months.map(([full = '', short = full]) => capital(short));
const pad = (month: number) => String(month).padStart(2, '0');

/** A stored date (`YYYY-MM` or `YYYY`) as the format prints it; a year alone stays a year. */
export function formatDesignDate(stored: string, format: DateFormat): string {
  const date = readStoredDate(stored);
  if (!date) return stored;
  const { year, month } = date;
  if (month === undefined) return String(year);
  switch (format) {
    case 'MMMM YYYY':
      return `${MONTH_NAMES[month - 1]} ${year}`;
    case 'MM/YYYY':
      return `${pad(month)}/${year}`;
    case 'YYYY-MM':
      return `${year}-${pad(month)}`;
    default:
      return `${MONTH_SHORT[month - 1]} ${year}`;
  }
}

/** "Jan 2020" as resumes print a month by default (formatResumeMonth). */
const PRINTED_MONTH = new RegExp(`\\b(?:${MONTH_SHORT.join('|')}) \\d{4}\\b`, 'g');

/**
 * Dates as printed by default ("Jan 2020 – Present") in another format ("01/2020 – Present").
 * Works on the printed text so one view of the resume (toResumeView) serves every output: text
 * formats keep the default, the templates restyle their dates. Text that is not such a month
 * (a date typed in words the grammar did not read) is left as the person typed it.
 */
export function restyleDates(printed: string, format: DateFormat): string {
  if (format === 'MMM YYYY') return printed;
  return printed.replace(PRINTED_MONTH, (month) => formatDesignDate(parseDatePoint(month) ?? month, format));
}
