/**
 * The sections stage's tuning: what a heading looks like and what a section holds. Sizes are in
 * points, or as a multiple of the body size (the size most characters are set in). Set by hand on
 * the shared corpus and the generated one (npm run bench:parse).
 */

/** The look of a heading (heading-look.ts, heading-text.ts, find-sections.ts). */
export const HEADINGS = {
  /** A heading is 3 to 50 characters and at most 6 words: a longer line is text, whatever it says. */
  shape: { minChars: 3, maxChars: 50, maxWords: 6 },
  /** Larger than body text by this factor sets a line apart as a heading (as bold or capitals do). */
  styledSize: 1.08,
  /** Style-only headings (no vocabulary heading found) must stand out more: this factor or capitals. */
  prominentSize: 1.12,
  /** Style-only headings are looked for when the vocabulary finds fewer than this many headings… */
  vocabularyToTrust: 2,
  /** …and taken when at least this many heading-shaped lines share the look. */
  styleOnlyLines: 3,
  /** Capitals rank as this many points of size when the most prominent look is chosen. */
  capsRank: 2,
  /** Headings of one style: sizes within this many points (and the same weight and capitals). */
  sameStyleSize: 0.6,
  /** Style keys group sizes to 1/this of a point: sizes that round alike share a look. */
  styleStepsPerPoint: 2,
  /** Without styles (plain text), a line of heading words this short on its own is a heading. */
  plainWords: 4,
  /** At most this many words, each a heading word, make a vocabulary heading. */
  vocabularyWords: 5,
  /**
   * Letters set one by one ("E X P E R I E N C E"): at least this many tokens of one or two
   * letters (a kerned pair may arrive as one piece), this share of them single letters.
   */
  letterSpaced: { minTokens: 4, singleShare: 0.6 },
  /** The look most vocabulary headings share: at least this many of them, and this share. */
  dominant: { minCount: 3, share: 0.5 },
  /** A heading inside a section ("Highlights" under a job) is at most this share of the section heading's size. */
  subheadingSize: 0.9,
} as const;

/** A side heading printed in a left column on an entry's row (find-sections.ts). */
export const SIDE_LABELS = {
  /** A label is at most this many characters (and has no comma): a longer segment is entry text. */
  maxChars: 40,
  /** A heading over two rows ("EMPLOYMENT" / "HISTORY") starts both at the same x, within this (pt). */
  sameX: 2,
  /** Its second row is the very next row, this many of the first row's sizes lower, not the next block. */
  wrappedRows: 1.6,
  /** The body size is found with sizes grouped to 1/this of a point. */
  bodySizeStepsPerPoint: 2,
} as const;

/** What a section under an unknown heading holds (infer-kind.ts). */
export const CONTENT = {
  /** Only lines this short (in words, not bullets) are tested for naming a school or a job. */
  shortLineWords: 12,
  /** Running prose: at least this many words, this share starting in lower case, and a sentence. */
  paragraph: { minWords: 12, lowerShare: 0.5 },
  /** Lists of short items are skills: this share of the lines listed, and at least one. */
  listedShare: 0.6,
} as const;
