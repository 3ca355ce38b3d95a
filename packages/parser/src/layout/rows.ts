import { LINES } from './thresholds';
import type { TextPiece } from './types';

export const isBlank = (piece: TextPiece): boolean => piece.text.trim() === '';

/** Pieces on one baseline, as they are gathered. */
interface Row {
  /** The baseline of the row's largest text. */
  y: number;
  size: number;
  pieces: TextPiece[];
  left: number;
  right: number;
}

const onBaseline = (row: Row, piece: TextPiece) =>
  Math.abs(piece.y - row.y) <= LINES.sameBaseline * Math.min(row.size, piece.size);

/**
 * A raised or lowered piece (a superscript, an ordinal) belongs to the row it touches. A small
 * piece merely near the baseline of large text elsewhere on the row (a contact line beside a big
 * name) does not.
 */
function isAttached(row: Row, piece: TextPiece): boolean {
  if (Math.abs(piece.y - row.y) > LINES.attachedRise * Math.max(row.size, piece.size)) return false;
  // Its letters reach into the row's: a line set close under a big name stays a line of its own.
  const top = (y: number, size: number) => y - LINES.capHeight * size;
  if (top(piece.y, piece.size) >= row.y || piece.y <= top(row.y, row.size)) return false;
  const reach = LINES.attachedReach * Math.max(row.size, piece.size);
  return piece.x <= row.right + reach && piece.x + piece.width >= row.left - reach;
}

/** Pieces sharing a baseline, with superscripts kept on their line. */
export function groupByBaseline(pieces: TextPiece[]): TextPiece[][] {
  const sorted = [...pieces].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: Row[] = [];
  for (const piece of sorted) {
    const near: Row[] = [];
    for (let i = rows.length - 1; i >= 0; i--) {
      const row = rows[i]!;
      if (piece.y - row.y > LINES.rowsSearchedBack * Math.max(row.size, piece.size)) break;
      near.push(row);
    }
    const home = near.find((row) => onBaseline(row, piece)) ?? near.find((row) => isAttached(row, piece));
    if (home) {
      home.pieces.push(piece);
      home.left = Math.min(home.left, piece.x);
      home.right = Math.max(home.right, piece.x + piece.width);
      // A superscript may come first: the row's baseline is that of its main text.
      if (!isBlank(piece) && piece.size > home.size) Object.assign(home, { size: piece.size, y: piece.y });
    } else if (!isBlank(piece)) {
      rows.push({
        y: piece.y,
        size: piece.size,
        pieces: [piece],
        left: piece.x,
        right: piece.x + piece.width,
      });
    }
  }
  return rows.map((row) => row.pieces.sort((a, b) => a.x - b.x));
}
