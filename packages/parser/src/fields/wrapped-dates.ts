import { findDateRange } from '@resume/core';
import { makeLine } from '../layout/lines';
import type { Line, Segment } from '../layout/types';
import { WRAPPED_DATES } from './thresholds';

/** A date range cut after its first date: "2023-07 –", "February 2021 to", "sept. 2019 à". */
const OPEN_RANGE = /(?:[-–—]|\b(?:to|until|à|au|bis|a|hasta))\s*$/iu;

/** A range cut after the end's month: "Dec 2023 – Dec", its year on the next row. */
const MONTH_CUT = /(?:[-–—]|\b(?:to|until|à|au|bis|a|hasta))\s*(\p{L}{3,10}\.?)\s*$/iu;

/** One date and nothing else: the end of a range, never a range of its own ("2017 – 2019"). */
function isLoneDate(text: string): boolean {
  const date = findDateRange(text);
  return date?.single === true && date.text.trim() === text.trim();
}

/** The text ends where a range was cut: after its dash, or after the end's month name. */
function isCutRange(text: string): boolean {
  if (OPEN_RANGE.test(text)) return true;
  const month = MONTH_CUT.exec(text)?.[1];
  return month !== undefined && isLoneDate(`${month} 2000`);
}

/** The whole date printed under `open` in `line`: in the same column, on one of the next rows. */
function endUnder(line: Line, above: Line, open: Segment): Segment | undefined {
  const gap = line.y - above.y;
  if (line.page !== above.page || gap <= 0 || gap > WRAPPED_DATES.rowsBelow * above.size) return undefined;
  const slack = WRAPPED_DATES.columnSlack * above.size;
  return line.segments.find(
    (s) => isLoneDate(s.text) && s.x < open.right + slack && s.right > open.x - slack,
  );
}

function withSegments(line: Line, segments: Segment[]): Line | null {
  const made = makeLine(segments, line.y, line.page, line.block);
  return made ? { ...line, ...made, bullet: line.bullet } : null;
}

/** Joins the end onto the cut start of `line`, if one of the next lines holds it. */
function joinAt(lines: (Line | null)[], i: number): void {
  const line = lines[i];
  const open = line?.segments[line.segments.length - 1];
  if (!line || !open || !isCutRange(open.text) || !findDateRange(open.text)) return;
  for (let j = i + 1; j <= i + WRAPPED_DATES.linesBelow && j < lines.length; j++) {
    const below = lines[j];
    const end = below && endUnder(below, line, open);
    if (!below || !end) continue;
    const text = `${open.text} ${end.text}`;
    if (findDateRange(text)?.single !== false) return;
    lines[i] = withSegments(line, [...line.segments.slice(0, -1), { ...open, text }]) ?? line;
    lines[j] = withSegments(
      below,
      below.segments.filter((s) => s !== end),
    );
    return;
  }
}

/** The end stacked under a start in the same column ("Apr 2023" over "Jan 2025", "Apr 2025" over "Now"). */
function stackedEnd(line: Line, above: Line, start: Segment): Segment | undefined {
  const gap = line.y - above.y;
  if (line.page !== above.page || gap <= 0 || gap > WRAPPED_DATES.nextRow * above.size) return undefined;
  const slack = WRAPPED_DATES.columnSlack * above.size;
  return line.segments.find(
    (s) =>
      s.text.length <= WRAPPED_DATES.stackedEndChars &&
      (Math.abs(s.x - start.x) < slack || Math.abs(s.right - start.right) < slack) &&
      findDateRange(`${start.text} – ${s.text}`)?.text.trim() === `${start.text} – ${s.text}`.trim(),
  );
}

/** Joins an end stacked under a lone start date of `line` onto it, when it makes a range. */
function joinStackedAt(lines: (Line | null)[], i: number): void {
  const line = lines[i];
  const below = lines[i + 1];
  const start = line?.segments.find((s) => isLoneDate(s.text) && !OPEN_RANGE.test(s.text));
  const end = line && below && start && stackedEnd(below, line, start);
  if (!line || !below || !start || !end) return;
  const text = `${start.text} – ${end.text}`;
  if (findDateRange(text)?.single !== false) return;
  lines[i] = withSegments(
    line,
    line.segments.map((s) => (s === start ? { ...s, text } : s)),
  );
  lines[i + 1] = withSegments(
    below,
    below.segments.filter((s) => s !== end),
  );
}

/**
 * A narrow column of dates wraps a range over two rows ("2023-07 –" beside the title, "2026-06"
 * beside the company; "January 2024 –" over "May 2026" in a margin; "Dec 2023 – Dec" over "2024"), or stacks the end under the
 * start without a dash ("Apr 2023" over "Jan 2025"): the end is put back after the start.
 */
export function joinWrappedDates(printed: Line[]): Line[] {
  const lines: (Line | null)[] = [...printed];
  for (let i = 0; i < lines.length; i++) {
    joinAt(lines, i);
    joinStackedAt(lines, i);
  }
  return lines.filter((line): line is Line => line !== null);
}
