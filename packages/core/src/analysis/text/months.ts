/**
 * Resume dates as month numbers (year × 12 + month index). A year without a month could be any
 * month of that year, so a date is a range; each check picks the reading that is kindest to the
 * person (an end of "2019" is not before a start of "2019-06").
 */
export type MonthRange = { earliest: number; latest: number };

export function parseMonth(value: string | null | undefined): MonthRange | undefined {
  const m = /^(\d{4})(?:-(\d{2}))?$/.exec(value?.trim() ?? '');
  if (!m) return undefined;
  const year = Number(m[1]) * 12;
  if (m[2] === undefined) return { earliest: year, latest: year + 11 };
  const month = year + Number(m[2]) - 1;
  return { earliest: month, latest: month };
}

export const monthOf = (date: Date): number => date.getUTCFullYear() * 12 + date.getUTCMonth();

/** The YYYY-MM a month number stands for, for messages. */
export const formatMonth = (month: number): string =>
  `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`;
