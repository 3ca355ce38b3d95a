import { makeLine } from '../layout/lines';
import type { Line, Segment, StyledRun } from '../layout/types';
import { cleanText, tidySpaces } from '../text/clean-text';
import { STAND_INS } from './thresholds';

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li']);
const TAG = /<(\/?)([a-zA-Z0-9]+)([^>]*)>|([^<]+)/g;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X'))
      return safeChar(Number.parseInt(code.slice(2), 16), whole);
    if (code.startsWith('#')) return safeChar(Number.parseInt(code.slice(1), 10), whole);
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

function safeChar(code: number, fallback: string): string {
  return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

interface Paragraph {
  kind: string;
  runs: StyledRun[];
}

/** Splits a paragraph's runs at tabs: Word aligns dates and places with tab stops. */
function toSegments(paragraph: Paragraph): Segment[] {
  const segments: Segment[] = [];
  let runs: StyledRun[] = [];
  const flush = () => {
    const text = tidySpaces(runs.map((r) => r.text).join(''));
    if (text)
      segments.push({
        text,
        x: segments.length * STAND_INS.segmentStep,
        right: segments.length * STAND_INS.segmentStep + STAND_INS.segmentWidth,
        runs,
      });
    runs = [];
  };
  for (const run of paragraph.runs) {
    run.text.split('\t').forEach((piece, i) => {
      if (i > 0) flush();
      if (piece) runs.push({ ...run, text: piece });
    });
  }
  flush();
  return segments;
}

function toLine(paragraph: Paragraph, index: number): Line | null {
  const line = makeLine(toSegments(paragraph), index, 1, 0);
  if (!line) return null;
  if (paragraph.kind === 'li') {
    line.bullet = true;
    line.x += STAND_INS.listIndent;
  }
  if (/^h[1-6]$/.test(paragraph.kind)) line.styledHeading = true;
  return line;
}

/**
 * Reads the HTML that mammoth makes from a DOCX into lines: one per paragraph, list item or table
 * row (cells become segments, like tab-separated text).
 */
/** A table row's cells as one line of tab-separated segments: the first paragraph of each cell. */
function rowLine(cells: Paragraph[][]): Paragraph | null {
  const firsts = cells.map((cell) => cell[0]).filter((p): p is Paragraph => p !== undefined);
  const runs = firsts.flatMap((cell, i) =>
    i > 0 ? [{ ...cell.runs[0]!, text: '\t' }, ...cell.runs] : cell.runs,
  );
  return runs.length > 0 ? { kind: 'p', runs } : null;
}

/**
 * A table row: its cells' first paragraphs side by side on one line, like tab-separated text; a
 * cell's further paragraphs (a job's bullets beside its dates) follow as lines of their own.
 */
function rowParagraphs(cells: Paragraph[][]): Paragraph[] {
  const first = rowLine(cells);
  return [...(first ? [first] : []), ...cells.flatMap((cell) => cell.slice(1))];
}

export function htmlToLines(html: string): Line[] {
  const paragraphs: Paragraph[] = [];
  let current: Paragraph | null = null;
  let row: Paragraph[][] | null = null;
  let bold = 0;
  let italic = 0;
  for (const match of html.matchAll(TAG)) {
    const [, closing, rawTag = '', attributes = '', text] = match;
    const tag = rawTag.toLowerCase();
    if (text !== undefined) {
      if (!current) current = { kind: 'p', runs: [] };
      const size = STAND_INS.styleSizes[current.kind] ?? STAND_INS.bodySize;
      current.runs.push({ text: cleanText(decodeEntities(text)), bold: bold > 0, italic: italic > 0, size });
      continue;
    }
    if (tag === 'strong' || tag === 'b') bold += closing ? -1 : 1;
    else if (tag === 'em' || tag === 'i') italic += closing ? -1 : 1;
    else if (tag === 'br' && current)
      current.runs.push({ text: '\t', bold: false, italic: false, size: STAND_INS.bodySize });
    else if (tag === 'tr') {
      if (closing && row) paragraphs.push(...rowParagraphs(row));
      row = closing ? null : [];
    } else if ((tag === 'td' || tag === 'th') && row && !closing) {
      row.push([]);
    } else if (BLOCKS.has(tag)) {
      if (closing && current) {
        if (row) {
          if (row.length === 0) row.push([]);
          row[row.length - 1]!.push(current);
        } else paragraphs.push(current);
        current = null;
      } else if (!closing) {
        const kind = tag === 'h1' && /class="title"/.test(attributes) ? 'title' : tag;
        current = { kind, runs: [] };
      }
    }
    bold = Math.max(0, bold);
    italic = Math.max(0, italic);
  }
  if (current) paragraphs.push(current);
  return paragraphs.flatMap((p, i) => toLine(p, i) ?? []);
}
