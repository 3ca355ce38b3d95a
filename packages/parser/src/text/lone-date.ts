import { findDateRange } from '@resume/core';

/** A line that is only a date range ("June 2019 - Present"). */
export function isLoneDate(text: string): boolean {
  const range = findDateRange(text);
  return range !== null && !range.single && text.replace(range.text, '').trim() === '';
}
