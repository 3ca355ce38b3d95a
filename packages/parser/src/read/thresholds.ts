/**
 * The reading stage's tuning: what a file may cost to read, and the stand-ins given to files that
 * carry no positions or sizes. Past a limit the rest of a file is not read, or the file is refused.
 */

const MIB = 1024 * 1024;

/** What reading one upload may cost. */
export const READ_LIMITS = {
  /**
   * A resume holds at most 40,000 characters (RESUME_LIMITS); a text or DOCX file of 10 MiB holds
   * 250 times that. Only the lines up to this many characters are read: the rest could not be kept,
   * and reading it would cost seconds of a worker.
   */
  maxReadCharacters: 200_000,
  /** Longer lines are cut so that no single line makes the field heuristics slow. */
  maxLine: 2_000,
  /** Hostile files can declare millions of tiny text items; a resume has a few thousand. */
  maxPieces: 60_000,
  /** A hostile file can make pdf.js slow (thousands of nested states): stop reading it after this (ms). */
  readTimeoutMs: 15_000,
  /**
   * pdf.js inflates a stream whole, into memory outside the JavaScript heap, before reading it, so
   * a 2 MB file can ask for gigabytes. A resume's streams (page text, embedded fonts, an inflated
   * photo at most) come to a few megabytes (under 1.5 MB in the whole corpus): these limits leave
   * room and stop decompression bombs.
   */
  streamInflatedBytes: 32 * MIB,
  documentInflatedBytes: 96 * MIB,
  /** A resume's document.xml is well under a megabyte; these limits leave room and stop zip bombs. */
  zipEntryBytes: 16 * MIB,
  zipTotalBytes: 32 * MIB,
  zipEntries: 2_000,
  /** Text compresses 3–10×; a part that inflates past this many times its size (and 1 MB) is a bomb. */
  zipRatio: 200,
  zipRatioFloorBytes: MIB,
} as const;

/** Telling what a file is, and what of a PDF's text is read. */
export const READING = {
  /** PDF readers accept a `%PDF-` header anywhere in this many first bytes. */
  pdfHeaderBytes: 1_024,
  /**
   * Counting control characters tells binary from text: a text upload has at most one per this
   * many characters, or `controlCharsAllowed` in a short one.
   */
  textPerControlChar: 100,
  controlCharsAllowed: 2,
  /** Text skewed past this (b / a or c / d of its matrix) is rotated: sidebar labels, watermarks. */
  rotatedSkew: 0.1,
  /** Only the opening lines of a text decide whether it is Markdown… */
  markdownLines: 400,
  /** …by at least this many of them opening with "#" and a space: one alone does not make Markdown. */
  markdownHeadings: 2,
} as const;

/**
 * Stand-ins for DOCX, TXT and Markdown lines, which carry no positions or sizes: segments kept in
 * order and apart, body text at a body size, and the Word styles' headings and title larger, so
 * the layout rules see them as they would in a PDF.
 */
export const STAND_INS = {
  bodySize: 11,
  styleSizes: { title: 24, h1: 16, h2: 14, h3: 13, h4: 12, h5: 12, h6: 12, p: 11, li: 11 } as Record<
    string,
    number
  >,
  /** Segment i of a line starts at i × this and is `segmentWidth` wide. */
  segmentStep: 100,
  segmentWidth: 90,
  /** A list item is indented by this, so rules that measure indentation see it as indented. */
  listIndent: 20,
} as const;
