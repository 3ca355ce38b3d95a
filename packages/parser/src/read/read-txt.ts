import { makeLine } from '../layout/lines';
import type { DocumentLines, Line, Segment } from '../layout/types';
import { cleanText, tidySpaces } from '../text/clean-text';
import { MAX_READ_CHARACTERS } from './read-limits';

/** Longer lines are cut so that no single line makes the field heuristics slow. */
const MAX_LINE = 2000;

function toSegments(text: string): Segment[] {
  return text
    .split(/\t+| {3,}/)
    .map((piece) => tidySpaces(cleanText(piece)))
    .filter(Boolean)
    .map((piece, i) => ({
      text: piece,
      x: i * 100,
      right: i * 100 + 90,
      runs: [{ text: piece, bold: false, italic: false, size: 11 }],
    }));
}

/** Reads plain text: one line per line, tabs and wide runs of spaces separating segments. */
export function readTxt(bytes: Uint8Array): DocumentLines {
  // Past what the parser reads, lines are not even made (one line more, so the cut shows).
  const text = new TextDecoder('utf-8')
    .decode(bytes)
    .replace(/^\uFEFF/, '')
    .slice(0, MAX_READ_CHARACTERS + MAX_LINE + 1);
  const lines: Line[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = makeLine(toSegments(raw.slice(0, MAX_LINE)), index, 1, 0);
    if (line) lines.push(line);
  });
  return { lines, wraps: false };
}
