import { crosses, type Gutter, type PageSplit, visibleOf } from './columns';
import { COLUMNS } from './thresholds';
import type { TextPiece } from './types';

/**
 * Pieces read together, in order; `cut` is the x where a margin of labels ends, if any; `side`
 * the column the pieces are in, on a page in columns (absent for full-width rows and other pages).
 */
export interface ReadingBlock {
  pieces: TextPiece[];
  cut: number | null;
  side?: ColumnSide;
}

export type ColumnSide = 'left' | 'right';
const SIDES: readonly (ColumnSide | undefined)[] = ['left', 'right', undefined];

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
 * Splits a page into blocks in reading order, as `split` (findSplit) divides it: full-width rows
 * where they are, and between them the left column followed by the right column. The order pieces
 * arrive in does not matter, so producers that interleave the columns line by line read the same
 * as those that do not.
 */
export function readingBlocks(pieces: TextPiece[], split: PageSplit | null): ReadingBlock[] {
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
  // Keys count three per band: the left column above it, the right one, then the band itself.
  return [...blocks.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([key, block]) => {
      const side = SIDES[key % 3];
      return { pieces: block, cut: null, ...(side && { side }) };
    });
}
