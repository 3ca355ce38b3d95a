import { findDateRange } from '@resume/core';
import { makeLine } from '../layout/lines';
import type { Line, Segment } from '../layout/types';

/** A date range cut after its first date: "2023-07 –", "February 2021 to", "sept. 2019 à". */
const OPEN_RANGE = /(?:[-–—]|\b(?:to|until|à|au|bis|a|hasta))\s*$/iu;

const isWholeDate = (segment: Segment) => findDateRange(segment.text)?.text.trim() === segment.text.trim();

/** The segment of `line` set right under `above`: the same right edge, or overlapping it. */
function under(line: Line, above: Segment): Segment | undefined {
  const last = line.segments[line.segments.length - 1];
  if (!last || line.segments.length === 1) return undefined;
  const aligned = Math.abs(last.right - above.right) < 2 * line.size || last.x < above.right;
  return aligned && last.x > above.x - 4 * line.size ? last : undefined;
}

function withSegments(line: Line, segments: Segment[]): Line | null {
  const made = makeLine(segments, line.y, line.page, line.block);
  return made ? { ...line, ...made, bullet: line.bullet } : null;
}

/**
 * A narrow column of dates wraps a range over two rows ("2023-07 –" beside the title, "2026-06"
 * beside the company): the end is put back after the start, on the first row.
 */
export function joinWrappedDates(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    const open = line.segments[line.segments.length - 1];
    const end =
      open && next && line.segments.length > 1 && OPEN_RANGE.test(open.text) ? under(next, open) : undefined;
    const joined = end && findDateRange(`${open!.text} ${end.text}`);
    if (!end || !next || !isWholeDate(end) || !joined || joined.single) {
      out.push(line);
      continue;
    }
    const first = withSegments(line, [
      ...line.segments.slice(0, -1),
      { ...open!, text: `${open!.text} ${end.text}` },
    ]);
    const rest = withSegments(next, next.segments.slice(0, -1));
    out.push(first ?? line);
    if (rest) out.push(rest);
    i++;
  }
  return out;
}
