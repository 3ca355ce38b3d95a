import { makeLine } from '../layout/lines';
import type { DocumentLines, Line, Segment } from '../layout/types';
import { cleanText, tidySpaces } from '../text/clean-text';
import { looksLikeMarkdown, markdownLine } from './markdown';
import { READ_LIMITS, STAND_INS } from './thresholds';

type Look = { bold: boolean; italic: boolean };
const PLAIN: Look = { bold: false, italic: false };

function toSegments(text: string, look: Look = PLAIN): Segment[] {
  return text
    .split(/\t+| {3,}/)
    .map((piece) => tidySpaces(cleanText(piece)))
    .filter(Boolean)
    .map((piece, i) => ({
      text: piece,
      x: i * STAND_INS.segmentStep,
      right: i * STAND_INS.segmentStep + STAND_INS.segmentWidth,
      runs: [{ text: piece, ...look, size: STAND_INS.bodySize }],
    }));
}

/**
 * A Markdown line as the parser's line: a level-2 heading is a section heading (as a Word heading
 * style is), the name's and the entries' headings and bold lines are bold.
 */
function markdownToLine(raw: string, index: number): Line | null {
  const { text, heading, bold, italic } = markdownLine(raw);
  const line = makeLine(toSegments(text, { bold: bold || heading > 0, italic }), index, 1, 0);
  return line && heading === 2 ? { ...line, styledHeading: true } : line;
}

/**
 * Reads plain text: one line per line, tabs and wide runs of spaces separating segments. A text
 * written in Markdown is read through its markup (see markdown.ts).
 */
export function readTxt(bytes: Uint8Array): DocumentLines {
  // Past what the parser reads, lines are not even made (one line more, so the cut shows).
  const text = new TextDecoder('utf-8')
    .decode(bytes)
    .replace(/^\uFEFF/, '')
    .slice(0, READ_LIMITS.maxReadCharacters + READ_LIMITS.maxLine + 1);
  const markdown = looksLikeMarkdown(text);
  const lines: Line[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const cut = raw.slice(0, READ_LIMITS.maxLine);
    const line = markdown ? markdownToLine(cut, index) : makeLine(toSegments(cut), index, 1, 0);
    if (line) lines.push(line);
  });
  return { lines, wraps: false };
}
