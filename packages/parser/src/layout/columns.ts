import { hasDate, spacedWords } from '@resume/core';
import { groupByBaseline } from './lines';
import { COLUMNS } from './thresholds';
import type { TextPiece } from './types';

/** An empty vertical strip between two columns of text. */
export interface Gutter {
  left: number;
  right: number;
}

const CITY_STATE = /,\s*[A-Z]{2}\b/;

const visibleOf = (pieces: TextPiece[]) => pieces.filter((p) => p.text.trim() !== '');
const charCount = (pieces: TextPiece[]) => pieces.reduce((n, p) => n + p.text.trim().length, 0);

/** How many pieces cover each point across the page (a running sum of starts and ends). */
function coverage(pieces: TextPiece[], width: number): Int32Array {
  const cover = new Int32Array(Math.ceil(width) + 3);
  for (const p of pieces) {
    const from = Math.max(0, Math.floor(p.x));
    const to = Math.min(cover.length - 2, Math.ceil(p.x + p.width));
    cover[from]! += 1;
    cover[to + 1]! -= 1;
  }
  for (let b = 1; b < cover.length; b++) cover[b]! += cover[b - 1]!;
  return cover;
}

/** Strips of the middle of the page that at most `tolerance` pieces cross, widest first. */
function candidateGutters(cover: Int32Array, width: number, tolerance: number): Gutter[] {
  const runs: Gutter[] = [];
  let start = -1;
  const from = Math.floor(COLUMNS.gutterBand.from * width);
  const to = Math.ceil(COLUMNS.gutterBand.to * width);
  for (let b = from; b <= to + 1; b++) {
    const open = b <= to && cover[b]! <= tolerance;
    if (open && start < 0) start = b;
    if (!open && start >= 0) {
      if (b - start >= COLUMNS.minGutterWidth) runs.push({ left: start, right: b });
      start = -1;
    }
  }
  return runs.sort((a, b) => b.right - b.left - (a.right - a.left));
}

const crosses = (p: TextPiece, g: Gutter) => p.x < g.right && p.x + p.width > g.left;

/** One side of a gutter: its pieces, and the same grouped into rows (grouped once, used often). */
interface Side {
  pieces: TextPiece[];
  rows: TextPiece[][];
}

const rowText = (row: TextPiece[]) =>
  row
    .map((p) => p.text)
    .join(' ')
    .trim();

/**
 * A side made mostly of dates or "City, ST" rows is a margin of the same entries (dates printed
 * left of each entry, or right-aligned), not a column to read on its own.
 */
function isMargin(side: Side, share: number): boolean {
  const marginal = side.rows.map(rowText).filter((text) => {
    const words = spacedWords(text).length;
    return (
      (hasDate(text) && words <= COLUMNS.dateRowWords) ||
      (CITY_STATE.test(text) && words <= COLUMNS.placeRowWords)
    );
  });
  return marginal.length >= share * side.rows.length;
}

function spanOf(pieces: TextPiece[]): [number, number] {
  return pieces.reduce<[number, number]>(
    ([top, bottom], p) => [Math.min(top, p.y), Math.max(bottom, p.y)],
    [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY],
  );
}

/**
 * How a gutter divides a page: `columns` are read one after the other (a sidebar, a two-column
 * design); a `margin` holds labels of the rows beside it (dates, section names, "Mother tongue")
 * and is read row by row with them, cut into its own segment.
 */
export interface PageSplit {
  gutter: Gutter;
  kind: 'columns' | 'margin';
}

interface Sides {
  left: Side;
  right: Side;
}

const sideOf = (pieces: TextPiece[]): Side => ({ pieces, rows: groupByBaseline(pieces) });

function sidesOf(pieces: TextPiece[], gutter: Gutter): Sides | null {
  const rest = pieces.filter((p) => !crosses(p, gutter));
  const left = sideOf(rest.filter((p) => p.x + p.width <= gutter.left + COLUMNS.sideEdge));
  const right = sideOf(rest.filter((p) => p.x >= gutter.right - COLUMNS.sideEdge));
  if (left.rows.length < COLUMNS.minSideRows || right.rows.length < COLUMNS.minSideRows) return null;
  const [leftTop, leftBottom] = spanOf(left.pieces);
  const [rightTop, rightBottom] = spanOf(right.pieces);
  const overlap = Math.min(leftBottom, rightBottom) - Math.max(leftTop, rightTop);
  if (overlap < COLUMNS.sidesOverlap * Math.min(leftBottom - leftTop, rightBottom - rightTop)) return null;
  return { left, right };
}

const rowTops = (side: Side) => side.rows.map((row) => row[0]!);

function medianStep(rows: TextPiece[]): number {
  const steps = rows.slice(1).map((row, i) => row.y - rows[i]!.y);
  return steps.sort((a, b) => a - b)[Math.floor(steps.length / 2)] ?? 0;
}

/** Body rows that open a block: the gap above them is clearly wider than the usual line step. */
function blockStarts(rows: TextPiece[]): TextPiece[] {
  const step = medianStep(rows);
  return rows.filter((row, i) => i === 0 || row.y - rows[i - 1]!.y > COLUMNS.blockStartStep * step);
}

/**
 * A label column: few short rows, spaced far apart, each on the baseline of a row beside it that
 * opens a block (a section, an entry). The columns of a two-column design are each dense with
 * their own lines, and a sidebar on the same line grid lines up with ordinary body lines too.
 */
function isLabelColumn(labels: Side, body: Side): boolean {
  const labelTops = rowTops(labels);
  const bodyRows = rowTops(body);
  if (labelTops.length > COLUMNS.labelRowsPerBodyRow * bodyRows.length) return false;
  if (medianStep(labelTops) < COLUMNS.labelStep * medianStep(bodyRows)) return false;
  const short = labels.rows.filter((row) => spacedWords(rowText(row)).length <= COLUMNS.labelWords);
  if (short.length < COLUMNS.shortLabelShare * labels.rows.length) return false;
  const starts = blockStarts(bodyRows);
  const paired = labelTops.filter((l) =>
    starts.some((b) => Math.abs(b.y - l.y) <= COLUMNS.labelBaseline * l.size),
  );
  return paired.length >= COLUMNS.pairedLabelShare * labelTops.length;
}

/** Columns, a margin of labels, or null when a side holds too little text to be either. */
function splitKind({ left, right }: Sides, marginShare: number): PageSplit['kind'] | null {
  const [narrow, wide] = charCount(left.pieces) <= charCount(right.pieces) ? [left, right] : [right, left];
  if (isMargin(left, marginShare) || isMargin(right, marginShare) || isLabelColumn(narrow, wide))
    return 'margin';
  // A column of its own carries a real share of the page's text.
  const [narrowChars, wideChars] = [charCount(narrow.pieces), charCount(wide.pieces)];
  return narrowChars >= COLUMNS.columnShare * (narrowChars + wideChars) ? 'columns' : null;
}

/** A few levels from none to `tolerance`, so a page of many pieces is not searched level by level. */
function crossingLevels(tolerance: number): number[] {
  const levels = [0, 1, 2, Math.ceil(tolerance / 4), Math.ceil(tolerance / 2), tolerance];
  return [...new Set(levels.filter((level) => level <= tolerance))].sort((a, b) => a - b);
}

/**
 * The gutter search on the given pieces: columns first, else the first margin, else null. A side
 * whose rows are at least `marginShare` short dates or places is a margin.
 */
function searchSplit(visible: TextPiece[], width: number, marginShare: number): PageSplit | null {
  if (visible.length < COLUMNS.minPieces) return null;
  // Headers, footers and full-width headings may cross the gutter: allow a few crossings, but
  // prefer the cleanest strip so a sidebar's longest lines do not widen it into the sidebar.
  const tolerance = Math.max(COLUMNS.minCrossings, Math.round(COLUMNS.crossingShare * visible.length));
  const cover = coverage(visible, width);
  const tried = new Set<string>();
  let margin: PageSplit | null = null;
  for (const crossings of crossingLevels(tolerance)) {
    for (const gutter of candidateGutters(cover, width, crossings).slice(0, COLUMNS.guttersPerLevel)) {
      const key = `${gutter.left}:${gutter.right}`;
      if (tried.has(key)) continue;
      tried.add(key);
      const sides = sidesOf(visible, gutter);
      const kind = sides && splitKind(sides, marginShare);
      if (kind === 'columns') return { gutter, kind };
      if (kind === 'margin') margin ??= { gutter, kind };
    }
  }
  return margin;
}

/**
 * The rows at the top of a page that reach across its middle: a name, contact line or summary set
 * across the full width above two columns. Each is one piece in some producers' output, so together
 * they can cross a gutter more often than its tolerance allows.
 */
function headerBandBottom(visible: TextPiece[], width: number): number | null {
  const middle = width / 2;
  let bottom: number | null = null;
  for (const row of groupByBaseline(visible)) {
    if (!row.some((p) => p.x < middle && p.x + p.width > middle)) break;
    bottom = Math.max(...row.map((p) => p.y));
  }
  return bottom;
}

/**
 * Finds how a page is divided: two columns, a margin of labels, or nothing (null). Columns win
 * over a margin: a sidebar page may also have a margin of dates inside its main column. When the
 * whole page shows no division, columns are looked for again below a full-width header.
 */
export function findSplit(pieces: TextPiece[], pageWidth: number): PageSplit | null {
  const visible = visibleOf(pieces);
  const width = visible.reduce((w, p) => Math.max(w, p.x + p.width), pageWidth);
  const split = searchSplit(visible, width, COLUMNS.marginShare);
  if (split) return split;
  const bandBottom = headerBandBottom(visible, width);
  if (bandBottom === null) return null;
  // A second look finds less evidence, so it asks for more: a side with even a quarter of its
  // rows dates or places is the date margin of a one-column page, not a column.
  const below = searchSplit(
    visible.filter((p) => p.y > bandBottom),
    width,
    COLUMNS.marginShare / 2,
  );
  return below?.kind === 'columns' ? below : null;
}

/** Pieces read together, in order; `cut` is the x where a margin of labels ends, if any. */
export interface ReadingBlock {
  pieces: TextPiece[];
  cut: number | null;
}

interface Band {
  top: number;
  bottom: number;
}

/** Vertical bands around the pieces that cross the gutter: full-width rows such as a header. */
function fullWidthBands(pieces: TextPiece[], gutter: Gutter): Band[] {
  const bands = visibleOf(pieces)
    .filter((p) => crosses(p, gutter))
    .map((p) => ({ top: p.y - p.size, bottom: p.y + COLUMNS.bandBelow * p.size }))
    .sort((a, b) => a.top - b.top);
  const merged: Band[] = [];
  for (const band of bands) {
    const last = merged[merged.length - 1];
    if (last && band.top <= last.bottom) last.bottom = Math.max(last.bottom, band.bottom);
    else merged.push({ ...band });
  }
  return merged;
}

/**
 * Splits a page into blocks in reading order: full-width rows where they are, and between them the
 * left column followed by the right column. The order pieces arrive in does not matter, so
 * producers that interleave the columns line by line read the same as those that do not.
 */
export function readingBlocks(pieces: TextPiece[], pageWidth: number): ReadingBlock[] {
  const split = findSplit(pieces, pageWidth);
  if (!split) return [{ pieces, cut: null }];
  const { gutter } = split;
  if (split.kind === 'margin') return [{ pieces, cut: (gutter.left + gutter.right) / 2 }];
  const bands = fullWidthBands(pieces, gutter);
  const middle = (gutter.left + gutter.right) / 2;
  const blocks = new Map<number, TextPiece[]>();
  for (const piece of pieces) {
    const band = bands.findIndex((b) => piece.y >= b.top && piece.y <= b.bottom);
    let key: number;
    if (band >= 0) key = band * 3 + 2;
    else {
      const above = bands.filter((b) => b.bottom < piece.y).length;
      key = above * 3 + (piece.x + piece.width / 2 < middle ? 0 : 1);
    }
    const block = blocks.get(key) ?? [];
    block.push(piece);
    blocks.set(key, block);
  }
  return [...blocks.entries()].sort((a, b) => a[0] - b[0]).map(([, block]) => ({ pieces: block, cut: null }));
}
