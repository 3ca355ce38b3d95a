/**
 * Dates as ResumeData stores them: `YYYY-MM`, or `YYYY` when the month is unknown
 * (docs/product.md#validation). Printed dates ("Sept 2018", "06/2021") are read into this form by
 * `findDateRange`.
 */
export const STORED_DATE = /^(\d{4})(?:-(0[1-9]|1[0-2]))?$/;

export type StoredDate = { year: number; month?: number };

export function readStoredDate(value: string | null | undefined): StoredDate | undefined {
  const match = STORED_DATE.exec(value?.trim() ?? '');
  if (!match) return undefined;
  return { year: Number(match[1]), month: match[2] === undefined ? undefined : Number(match[2]) };
}

/** A year without its month, as uploads often give: the builder asks for the month. */
export const isYearOnly = (value: string): boolean => {
  const date = readStoredDate(value);
  return date !== undefined && date.month === undefined;
};

/**
 * Resume dates as month numbers (year × 12 + month index). A year without a month could be any
 * month of that year, so a date is a range; each check picks the reading that is kindest to the
 * person (an end of "2019" is not before a start of "2019-06").
 */
export type MonthRange = { earliest: number; latest: number };

export function parseMonth(value: string | null | undefined): MonthRange | undefined {
  const date = readStoredDate(value);
  if (!date) return undefined;
  const year = date.year * 12;
  if (date.month === undefined) return { earliest: year, latest: year + 11 };
  return { earliest: year + date.month - 1, latest: year + date.month - 1 };
}

/** A moment's day in UTC as YYYY-MM-DD: the day stored for counts, stage dates and reminders. */
export const utcDay = (date: Date = new Date()): string => date.toISOString().slice(0, 10);

export const monthOf = (date: Date): number => date.getUTCFullYear() * 12 + date.getUTCMonth();

/** The YYYY-MM a month number stands for, for messages. */
export const formatMonth = (month: number): string =>
  `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
