import { WATERMARK_TEXT } from '@resume/core';

/** A piece of a page's text as pdf.js gives it: `transform[5]` is its baseline, in points up the page. */
export type PlacedText = { str: string; transform: number[] };

/** Baselines closer than this are one line: a bold title and its smaller dates sit a little apart. */
const SAME_LINE_POINTS = 3;

/**
 * How many lines of text a page holds, told by their baselines: two columns side by side make one
 * line each row, as what spills over a page is height. The free plan's mark at the foot of every
 * page is not the person's text, so it does not count.
 */
export function countTextLines(items: PlacedText[]): number {
  const placed = items
    .filter((item) => item.str.trim() !== '')
    .map((item) => ({ str: item.str, baseline: item.transform[5] ?? 0 }))
    .sort((a, b) => b.baseline - a.baseline);
  const lines: string[] = [];
  let top = Number.POSITIVE_INFINITY;
  for (const { str, baseline } of placed) {
    if (top - baseline > SAME_LINE_POINTS) {
      lines.push('');
      top = baseline;
    }
    lines[lines.length - 1] += str;
  }
  return lines.filter((line) => line.trim() !== WATERMARK_TEXT).length;
}
