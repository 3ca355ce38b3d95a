import { findDateRange, isDuration } from '@resume/core';
import { makeLine } from '../layout/lines';
import type { Line, Segment } from '../layout/types';

/** "2 years 10 months", "4 mos", "3 ans": how long, not when. */
const isDurationPart = (segment: Segment) => isDuration(segment.text);
const isDateOrDuration = (segment: Segment) =>
  isDurationPart(segment) || findDateRange(segment.text)?.text.trim() === segment.text.trim();

/** A line of prose or a bullet with its dates set apart at its end, as some templates print them. */
export interface Aside {
  line: Line;
  /** The set-apart date range, as a line of its own, or null when only a duration was there. */
  dates: Line | null;
}

/**
 * Takes the dates (and durations) printed at the right end of a bullet out of it: a template
 * that prints the dates under the place puts them on the rows of the first bullets. Other lines
 * only lose a set-apart duration: "Engineer    2019 – 2021" is a title line with its dates.
 * Null when the line has no such part.
 */
export function takeAside(line: Line): Aside | null {
  const [first, ...rest] = line.segments;
  if (!first || rest.length === 0 || isDateOrDuration(first)) return null;
  const aside = rest.filter(line.bullet ? isDateOrDuration : isDurationPart);
  if (aside.length === 0 || aside.length !== rest.length) return null;
  const kept = makeLine([first], line.y, line.page, line.block);
  if (!kept) return null;
  const ranged = aside.find((s) => findDateRange(s.text));
  const dates = ranged ? makeLine([ranged], line.y, line.page, line.block) : null;
  return { line: { ...kept, bullet: line.bullet }, dates };
}
