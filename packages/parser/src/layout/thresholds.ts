/**
 * The layout stage's tuning: how pieces of text become rows, segments, columns and lines. Distances
 * are in font sizes of the text concerned unless a unit is named; shares are of the rows or pieces
 * in question. Set by hand on the shared corpus and the generated one (npm run bench:parse).
 */

/** Pieces into rows and rows into segments (lines.ts). */
export const LINES = {
  /** A gap this wide always separates segments: a tab, a right-aligned date. */
  segmentGap: 1.5,
  /** A gap this wide separates segments when it is also clearly wider than the line's word gaps… */
  softSegmentGap: 0.7,
  /** …this many times the row's typical word gap. */
  softGapOverWordGap: 2,
  /** The row's typical word gap is known from this many gaps; with fewer, `wordSpace` stands in. */
  gapsToKnowWordGap: 3,
  /** An ordinary word space, standing in for the row's own when it has too few gaps to measure. */
  wordSpace: 0.3,
  /** Narrower gaps are kerning inside a word; wider ones are a missing space. */
  spaceGap: 0.15,
  /**
   * A row drawn one character per piece (letter-spacing) leaves the same gap between all letters:
   * at least this share of its pieces single characters, and this many gaps to measure…
   */
  letterSpacedShare: 0.6,
  letterSpacedGaps: 4,
  /** …and a space is then wider than the letters' own gap by this much. */
  letterSpacedSpace: 0.12,
  /** Pieces this close vertically (of the smaller size) share a baseline. */
  sameBaseline: 0.3,
  /** A raised or lowered piece (superscript, ordinal) this close (of the larger size) joins the row… */
  attachedRise: 0.45,
  /** …when it is within this reach of the row's ends, so a contact line beside a big name does not. */
  attachedReach: 1,
  /** How far capitals reach above the baseline, of the font size: where a row's letters are. */
  capHeight: 0.7,
  /** Rows further up than this (of the larger size) are out of reach: it only bounds the search. */
  rowsSearchedBack: 2,
  /** Text this far off the baseline before it (of the smaller size), and in another size, is shifted. */
  shiftedBaseline: 0.1,
  /** The same text drawn again this close is fake bold, and the copy is dropped. */
  fakeBoldOffset: 0.3,
  /** Neighbouring pieces of one weight and slant, sizes this close (pt), form one styled run. */
  runSizeTolerance: 0.5,
  /** A line's size is that of most of its characters, rounded to 1/this of a point. */
  lineSizeStepsPerPoint: 10,
} as const;

/** A date label wrapped over two rows of a narrow margin (margin-labels.ts). */
export const MARGIN_LABELS = {
  /** Only a short piece can be the end of a date that wrapped: at most this many words. */
  movedWords: 2,
  /** The joined date must grow by more than this share of the moved text, to read as one date. */
  dateGrowth: 0.5,
  /** Only the very next row can hold the wrapped end: this far below (of the row's size). */
  nextRow: 1.6,
} as const;

/** Empty strips that divide a page into columns or a margin of labels (columns.ts). */
export const COLUMNS = {
  /** A narrower empty strip (pt) is not a gutter. */
  minGutterWidth: 6,
  /** Gutters are searched in this band of the page's width: its own margins are not gutters. */
  gutterBand: { from: 0.12, to: 0.88 },
  /** A page with fewer visible pieces is read as one block: too sparse to show columns. */
  minPieces: 12,
  /**
   * Headers, footers and full-width headings may cross a gutter: this share of the pieces, and
   * at least `minCrossings`, are tolerated.
   */
  crossingShare: 0.02,
  minCrossings: 2,
  /** How many of the widest strips are tried at each crossing level: it bounds the search. */
  guttersPerLevel: 8,
  /** A piece that ends or starts this far (pt) inside the strip still counts on its side. */
  sideEdge: 1,
  /** A side with fewer rows holds too little text to be a column or a margin. */
  minSideRows: 4,
  /** Two sides must overlap vertically by this share of the shorter: stacked blocks are not side by side. */
  sidesOverlap: 0.3,
  /** A margin row: a date with at most this many words, or "City, ST" with at most `placeWords`. */
  dateRowWords: 6,
  placeRowWords: 4,
  /**
   * A side with at least this share of its rows short dates or places is a margin of the same
   * entries (the "mostly" of that rule). The second look below a full-width header finds less
   * evidence, so it asks for more: a side with even half this share is a date margin, not a column.
   */
  marginShare: 0.5,
  /** A label column has at most this many rows per body row… */
  labelRowsPerBodyRow: 0.7,
  /** …spaced at least this many body line steps apart… */
  labelStep: 1.8,
  /** …mostly (this share) short rows of at most `labelWords` words… */
  shortLabelShare: 0.8,
  labelWords: 4,
  /** …and this share of its labels on the baseline (within `labelBaseline` of their size) of a block start. */
  pairedLabelShare: 0.6,
  labelBaseline: 0.5,
  /** A body row opens a block when the gap above it is this many usual line steps. */
  blockStartStep: 1.3,
  /**
   * A side whose rows are mostly (this share) "Label:" or date rows, nearly all (`formPaired`) on
   * the baseline of a row beside them, is the label column of a form ("Telefon: | +49 …",
   * "03/2018 – heute | Projektleiter"), however densely its rows follow each other.
   */
  formLabelShare: 0.6,
  formPaired: 0.8,
  /** A side whose rows all share baselines with the other's, over at most this share of its height, is a grid. */
  gridHeight: 0.5,
  /** A column of its own carries at least this share of the page's characters. */
  columnShare: 0.1,
  /** A full-width piece's band reaches this far below its baseline (descenders), of its size. */
  bandBelow: 0.35,
} as const;

/** Page numbers and running headers or footers (pdf-lines.ts). */
export const PAGE_EDGES = {
  /** Lines in this share of the page's height at its top or bottom may be page furniture. */
  edge: 0.07,
  /** The page height (pt, US Letter) when the file does not give one. */
  fallbackPageHeight: 792,
  /** A line of the same shape at the edge of this many pages is a running header or footer. */
  runningPages: 2,
} as const;
