import { hasDate, spacedWords } from '@resume/core';
import { groupByBaseline } from './rows';
import { COLUMNS, LINES } from './thresholds';
import type { TextPiece } from './types';

/** An empty vertical strip between two columns of text. */
export interface Gutter {
  left: number;
  right: number;
}

const CITY_STATE = /,\s*[A-Z]{2}\b/;

export const visibleOf = (pieces: TextPiece[]) => pieces.filter((p) => p.text.trim() !== '');
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

export const crosses = (p: TextPiece, g: Gutter) => p.x < g.right && p.x + p.width > g.left;

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

/** The pieces either side of a gutter; those crossing it are on neither. */
function splitSides(pieces: TextPiece[], gutter: Gutter): Sides {
  const rest = pieces.filter((p) => !crosses(p, gutter));
  const left = sideOf(rest.filter((p) => p.x + p.width <= gutter.left + COLUMNS.sideEdge));
  const right = sideOf(rest.filter((p) => p.x >= gutter.right - COLUMNS.sideEdge));
  return { left, right };
}

/** Both sides of a gutter, when each holds enough rows beside the other to be a column or margin. */
function sidesOf(pieces: TextPiece[], gutter: Gutter): Sides | null {
  const { left, right } = splitSides(pieces, gutter);
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

/** The side with less text first. */
const narrowFirst = ({ left, right }: Sides): [Side, Side] =>
  charCount(left.pieces) <= charCount(right.pieces) ? [left, right] : [right, left];

const height = (side: Side) => {
  const [top, bottom] = spanOf(side.pieces);
  return bottom - top;
};

/**
 * Cells of a grid (a skills table's last column), to be read row by row: every row of the narrow
 * side on the baseline of a row of the other, over a short stretch of it. A column beside another
 * runs down much of its length, on the same line grid or not.
 */
function isGridColumn(cells: Side, other: Side): boolean {
  if (cells.rows.length < COLUMNS.minSideRows || height(cells) > COLUMNS.gridHeight * height(other))
    return false;
  const baselines = rowTops(other);
  return rowTops(cells).every((cell) =>
    baselines.some((row) => Math.abs(row.y - cell.y) <= LINES.sameBaseline * Math.min(row.size, cell.size)),
  );
}

/** "Telefon:", "EDV:", "03/2018 – heute": a form's label or an entry's dates, set beside its value. */
const isFormLabel = (text: string): boolean => {
  const words = spacedWords(text).length;
  return (/:$/.test(text) && words <= COLUMNS.labelWords) || (hasDate(text) && words <= COLUMNS.dateRowWords);
};

/**
 * The label column of a CV laid out as a form (common in German, Austrian and Swiss CVs): mostly
 * labels and dates, each on the baseline of the value it names. A sidebar holds skills and
 * contact details of its own, on its own baselines.
 */
function isFormLabelColumn(labels: Side, body: Side): boolean {
  const texts = labels.rows.map(rowText);
  const labelRows = labels.rows.filter((_, i) => isFormLabel(texts[i] as string));
  if (labelRows.length < COLUMNS.minSideRows || labelRows.length < COLUMNS.formLabelShare * texts.length)
    return false;
  const baselines = rowTops(body);
  const paired = labelRows.filter((row) =>
    baselines.some((b) => Math.abs(b.y - row[0]!.y) <= LINES.sameBaseline * Math.min(b.size, row[0]!.size)),
  );
  return paired.length >= COLUMNS.formPaired * labelRows.length;
}

/** A side is a margin of dates or places, or the narrow one a column of labels or grid cells. */
function hasMargin(sides: Sides, marginShare: number): boolean {
  const [narrow, wide] = narrowFirst(sides);
  if (isMargin(sides.left, marginShare) || isMargin(sides.right, marginShare)) return true;
  return isLabelColumn(narrow, wide) || isGridColumn(narrow, wide) || isFormLabelColumn(narrow, wide);
}

/** Columns, a margin of labels, or null when a side holds too little text to be either. */
function splitKind(sides: Sides, marginShare: number): PageSplit['kind'] | null {
  if (hasMargin(sides, marginShare)) return 'margin';
  // A column of its own carries a real share of the page's text.
  const [narrowChars, wideChars] = narrowFirst(sides).map((side) => charCount(side.pieces)) as [
    number,
    number,
  ];
  return narrowChars >= COLUMNS.columnShare * (narrowChars + wideChars) ? 'columns' : null;
}

/** How many pieces may cross a gutter: headers, footers and full-width headings. */
const crossingTolerance = (visible: TextPiece[]) =>
  Math.max(COLUMNS.minCrossings, Math.round(COLUMNS.crossingShare * visible.length));

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
  const tolerance = crossingTolerance(visible);
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
 * The columns of the page before, still there: few pieces cross their gutter, and its text is on
 * one side only, or on both as neither a margin of dates nor of labels. The last page of a sidebar
 * design may hold a line or two of the side column beside a full main one, or the main one alone:
 * too little to show columns on its own.
 */
function continuesColumns(visible: TextPiece[], gutter: Gutter): boolean {
  if (visible.filter((p) => crosses(p, gutter)).length > crossingTolerance(visible)) return false;
  const sides = splitSides(visible, gutter);
  const filled = [sides.left, sides.right].filter((side) => side.rows.length > 0).length;
  return filled === 1 || (filled === 2 && !hasMargin(sides, COLUMNS.marginShare));
}

/**
 * Finds how a page is divided: two columns, a margin of labels, or nothing (null). Columns win
 * over a margin: a sidebar page may also have a margin of dates inside its main column. A page
 * after one in columns (`carried`, their gutter) continues them unless its text says otherwise.
 * When the whole page shows no division, columns are looked for again below a full-width header.
 */
export function findSplit(
  pieces: TextPiece[],
  pageWidth: number,
  carried: Gutter | null = null,
): PageSplit | null {
  const visible = visibleOf(pieces);
  const width = visible.reduce((w, p) => Math.max(w, p.x + p.width), pageWidth);
  const split = searchSplit(visible, width, COLUMNS.marginShare);
  if (split?.kind === 'columns') return split;
  if (carried && continuesColumns(visible, carried)) return { gutter: carried, kind: 'columns' };
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
