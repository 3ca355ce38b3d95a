import { tidySpaces } from '../text/clean-text';
import { groupByBaseline, isBlank } from './rows';
import { LINES } from './thresholds';
import type { Line, Segment, StyledRun, TextPiece } from './types';

const BULLET_GLYPHS = '•●○◦▪■□►▸➢✓✔❖◆·∙‣⁃*';
const BULLET_START = new RegExp(`^\\s*(?:[${BULLET_GLYPHS}]\\s*|[-–]\\s+)`);
const LONE_GLYPH = new RegExp(`^\\s*[${BULLET_GLYPHS}–-]\\s*$`);

/** A bullet glyph or a dash and nothing else: a bullet when text follows it, else a separator. */
export const isLoneGlyph = (text: string) => LONE_GLYPH.test(text);

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

interface Gap {
  width: number;
  /** A whitespace item or a space at an edge says a space was meant. */
  spaced: boolean;
  /** The gap spans the edge of a margin of labels. */
  cut: boolean;
  /** The text after it is of another size on another baseline, a space away: in a box of its own. */
  shifted: boolean;
}

/**
 * Another size on another baseline, a word space or more away (a level beside a skill, centred on
 * it), is not the same run of text; a raised footnote mark touches the word it marks.
 */
function isShifted(last: TextPiece, piece: TextPiece, width: number): boolean {
  const larger = Math.max(last.size, piece.size);
  return (
    width >= LINES.wordSpace * larger &&
    Math.abs(last.size - piece.size) >= LINES.runSizeTolerance &&
    Math.abs(last.y - piece.y) >= LINES.shiftedBaseline * Math.min(last.size, piece.size)
  );
}

/** Gaps between consecutive visible pieces of a row, with whether the producer drew a space. */
function measureGaps(row: TextPiece[], cut: number | null): { visible: TextPiece[]; gaps: Gap[] } {
  const visible: TextPiece[] = [];
  const gaps: Gap[] = [];
  let spaced = false;
  for (const piece of row) {
    if (isBlank(piece)) {
      spaced = true;
      continue;
    }
    const last = visible[visible.length - 1];
    if (last) {
      // Fake bold: the same text drawn twice with a small offset.
      if (last.text === piece.text && Math.abs(last.x - piece.x) < LINES.fakeBoldOffset * piece.size)
        continue;
      const edgeSpace = /\s$/.test(last.text) || /^\s/.test(piece.text);
      const acrossCut = cut !== null && last.x + last.width <= cut && piece.x >= cut;
      const width = piece.x - (last.x + last.width);
      gaps.push({
        width,
        spaced: spaced || edgeSpace,
        cut: acrossCut,
        shifted: isShifted(last, piece, width),
      });
    }
    visible.push(piece);
    spaced = false;
  }
  return { visible, gaps };
}

function isSegmentBreak(gap: Gap, size: number, typicalGap: number | null): boolean {
  if (gap.cut || gap.width >= LINES.segmentGap * size) return true;
  if (gap.shifted) return true;
  // Too few gaps to know the row's word spacing: compare with an ordinary space.
  return (
    gap.width >= LINES.softSegmentGap * size &&
    gap.width >= LINES.softGapOverWordGap * (typicalGap ?? LINES.wordSpace * size)
  );
}

function appendRun(runs: StyledRun[], piece: TextPiece, text: string): void {
  const last = runs[runs.length - 1];
  if (
    last &&
    last.bold === piece.bold &&
    last.italic === piece.italic &&
    Math.abs(last.size - piece.size) < LINES.runSizeTolerance
  ) {
    last.text += text;
  } else {
    runs.push({ text, bold: piece.bold, italic: piece.italic, size: piece.size });
  }
}

function finishSegment(runs: StyledRun[], x: number, right: number): Segment {
  return { text: tidySpaces(runs.map((r) => r.text).join('')), x, right, runs };
}

/**
 * The narrowest gap that means a space, in font sizes. Producers that draw one character per item
 * with letter-spacing leave the same gap between all letters; a space is then wider than that.
 */
function spaceGapFor(visible: TextPiece[], gaps: Gap[]): number {
  const singles = visible.filter((p) => p.text.trim().length === 1).length;
  if (singles < LINES.letterSpacedShare * visible.length || gaps.length < LINES.letterSpacedGaps)
    return LINES.spaceGap;
  const relative = gaps.map((g, i) => g.width / (visible[i + 1]?.size ?? 1));
  return Math.max(LINES.spaceGap, median(relative) + LINES.letterSpacedSpace);
}

/** Splits a row into segments at wide gaps and restores the spaces the producer left out. */
export function buildSegments(row: TextPiece[], cut: number | null = null): Segment[] {
  const { visible, gaps } = measureGaps(row, cut);
  const positive = gaps.filter((g) => g.width > 0).map((g) => g.width);
  const typicalGap = positive.length >= LINES.gapsToKnowWordGap ? median(positive) : null;
  const spaceGap = spaceGapFor(visible, gaps);
  const segments: Segment[] = [];
  let runs: StyledRun[] = [];
  let start = visible[0]?.x ?? 0;
  let right = start;
  visible.forEach((piece, i) => {
    const gap = i > 0 ? gaps[i - 1] : undefined;
    // A gap is measured against the smaller text beside it: a label in large type followed by
    // body text ("Work    Lead Engineer") is two segments even when the gap is narrow for the label.
    const size = Math.min(piece.size, visible[i - 1]?.size ?? piece.size);
    if (gap && isSegmentBreak(gap, size, typicalGap)) {
      segments.push({ ...finishSegment(runs, start, right), ...(gap.cut ? { label: true } : {}) });
      runs = [];
      start = piece.x;
    } else if (gap && (gap.spaced || gap.width > spaceGap * size)) {
      appendRun(runs, piece, ' ');
    }
    appendRun(runs, piece, piece.text);
    right = Math.max(right, piece.x + piece.width);
  });
  if (runs.length > 0) segments.push(finishSegment(runs, start, right));
  return segments.filter((s) => s.text !== '');
}

function dominant<T>(runs: StyledRun[], pick: (run: StyledRun) => T): T | undefined {
  const weights = new Map<T, number>();
  for (const run of runs) {
    const weight = run.text.replace(/\s/g, '').length;
    weights.set(pick(run), (weights.get(pick(run)) ?? 0) + weight);
  }
  let best: T | undefined;
  let bestWeight = -1;
  for (const [value, weight] of weights) {
    if (weight > bestWeight) {
      best = value;
      bestWeight = weight;
    }
  }
  return best;
}

/** Removes a leading bullet glyph, which says "achievement" rather than being text. */
function stripBullet(segments: Segment[]): boolean {
  const first = segments[0];
  // A dash set apart from the text after it is a bullet too ("–     Led the redesign").
  if (first && /^[-–]$/.test(first.text) && segments.length > 1) {
    segments.shift();
    return true;
  }
  if (!first || !BULLET_START.test(first.text)) return false;
  const rest = first.text.replace(BULLET_START, '');
  // A lone dash is a separator, not a bullet.
  if (rest === '' && segments.length === 1) return false;
  first.text = rest;
  const firstRun = first.runs.find((r) => r.text.trim() !== '');
  if (firstRun) firstRun.text = firstRun.text.replace(BULLET_START, '');
  first.runs = first.runs.filter((r) => r.text.trim() !== '');
  if (first.text === '') segments.shift();
  return true;
}

/** Builds a line from the segments of one row. */
export function makeLine(segments: Segment[], y: number, page: number, block: number): Line | null {
  const bullet = stripBullet(segments);
  if (segments.length === 0) return null;
  const runs = segments.flatMap((s) => s.runs);
  return {
    text: segments.map((s) => s.text).join(' '),
    segments,
    x: segments[0]!.x,
    right: segments[segments.length - 1]!.right,
    y,
    size:
      dominant(runs, (r) => Math.round(r.size * LINES.lineSizeStepsPerPoint) / LINES.lineSizeStepsPerPoint) ??
      0,
    bold: dominant(runs, (r) => r.bold) ?? false,
    italic: dominant(runs, (r) => r.italic) ?? false,
    page,
    block,
    bullet,
  };
}

/**
 * Groups the pieces of one column into lines in reading order. Pieces either side of `cut` (the
 * edge of a margin of labels) fall into separate segments of the same line.
 */
export function piecesToLines(pieces: TextPiece[], block: number, cut: number | null = null): Line[] {
  const lines: Line[] = [];
  for (const row of groupByBaseline(pieces)) {
    const first = row.find((p) => !isBlank(p));
    if (!first) continue;
    const line = makeLine(buildSegments(row, cut), first.y, first.page, block);
    if (line) lines.push(line);
  }
  return lines;
}
