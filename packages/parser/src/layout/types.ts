import type { RoleProbabilities } from '../model/line-role';

/**
 * The shapes every reader produces. A PDF gives positioned text pieces; DOCX and TXT give lines
 * directly. From `Line` on, the pipeline does not know which file type it came from.
 */

/** One piece of text as the PDF draws it. Coordinates are in points, y grows downwards. */
export interface TextPiece {
  text: string;
  x: number;
  /** Baseline, measured from the top of the page. */
  y: number;
  width: number;
  /** Font size in points. */
  size: number;
  bold: boolean;
  italic: boolean;
  page: number;
}

/** A run of text in one style inside a segment. */
export interface StyledRun {
  text: string;
  bold: boolean;
  italic: boolean;
  size: number;
}

/**
 * Part of a line separated from its neighbours by a wide gap or a tab: a right-aligned date, a
 * skill chip, a table cell.
 */
export interface Segment {
  text: string;
  x: number;
  right: number;
  runs: StyledRun[];
  /** Printed in a margin of labels, apart from the text it names ("2021-04 – now", "Languages"). */
  label?: boolean;
}

export interface Line {
  text: string;
  segments: Segment[];
  x: number;
  right: number;
  /** Baseline from the top of the page (PDF) or the paragraph index (DOCX, TXT). */
  y: number;
  /** The size of most of the line's characters. */
  size: number;
  /** Most characters are bold. */
  bold: boolean;
  italic: boolean;
  page: number;
  /**
   * Which column block the line was read from (PDF). Lines at the top of a block on the first page,
   * above its first heading, belong to the resume's header.
   */
  block: number;
  /** A list item: starts with a bullet glyph or comes from a list paragraph. */
  bullet: boolean;
  /** Declared as a heading by the document itself (a DOCX Heading or Title style). */
  styledHeading?: boolean;
  /** What the line-role model makes of it (set when sections are found). */
  role?: RoleProbabilities;
}

/**
 * Lines of a whole document in reading order. `wraps` says whether a paragraph may continue on
 * the next line (PDF) or each line is already a whole paragraph (DOCX, TXT).
 */
export interface DocumentLines {
  lines: Line[];
  wraps: boolean;
}
