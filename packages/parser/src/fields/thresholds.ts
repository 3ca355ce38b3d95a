/**
 * The fields stage's tuning: how a section's lines become entries and fields. Distances are in font
 * sizes of the line concerned unless a unit is named. Set by hand on the shared corpus and the
 * generated one (npm run bench:parse). Patterns of printed text (a postcode's digits, a label
 * before a colon) stay in the regular expressions that read them.
 */

/** Entries: where one starts, and what belongs to it (entries.ts, entry-parts.ts). */
export const ENTRIES = {
  /**
   * Prose rather than a title line: a line of at least `longLine` words, or a sentence of at least
   * `sentence` words; a title line with its dates can be long ("Sept 2018 – May 2023 Hillcrest
   * University, PhD in …"), so a dated line is prose only from `datedLine` words.
   */
  prose: { longLine: 10, sentence: 5, datedLine: 20 },
  /**
   * A paragraph is never longer than this (the longest field a resume holds is 5,000 characters):
   * past it, further lines are dropped rather than joined. Joining onto an ever longer string and
   * looking at its end is quadratic, which a long file of wrapped lines would otherwise pay.
   */
  maxParagraph: 8_000,
  /** A line that starts further left than the one before, by more than this (pt), does not carry on its paragraph. */
  continuationLeft: 1,
  /** A line further below the one before than this many usual line steps does not carry on its paragraph. */
  continuationStep: 1.4,
  /** A line of another size (by more than this, pt) does not carry on the paragraph. */
  continuationSize: 1,
  /** A line indented past the entry's first header line by this much carries on the detail. */
  indent: 0.5,
  /** A line ending within this of the section's right edge was full and wrapped, so the next continues it. */
  fullLine: 6,
  /** …unless the next line differs in weight and by this much in size (pt): the next entry's title. */
  restyledSize: 0.3,
  /** A header already this many lines long, and a line styled like its first: the next entry. */
  completeHeader: 2,
  /** Two lone dates stacked at the same x (within this, pt) on consecutive rows are a range ("2014" / "2016"). */
  stackedDatesX: 2,
  /** A header part is a link when its links cover all but this many characters of it (scheme aside). */
  linkSlack: 2,
} as const;

/** A date range printed over two rows (wrapped-dates.ts). */
export const WRAPPED_DATES = {
  /** A cut range's end may be printed the next row or the one after: this far below… */
  rowsBelow: 2.2,
  /** …within this many lines. */
  linesBelow: 2,
  /** A start's end stacked under it is on the very next row: this far below. */
  nextRow: 1.6,
  /** The end is in the start's column: its edges within this many sizes of the start's. */
  columnSlack: 2,
  /** Only a short segment ("Jan 2025", "Now") is taken as the stacked end: at most this many characters. */
  stackedEndChars: 24,
} as const;

/** The person's name (name.ts). */
export const NAME = {
  /** The name is near the top: a document without headings must not make every line a candidate. */
  lines: 40,
  /** A name is two to five words and at most 60 characters. */
  words: { min: 2, max: 5 },
  maxChars: 60,
  /** A letter-spaced name ("L E N A F I S C H E R") is respaced with hints of at least two words. */
  hintWords: 2,
  /** A name wrapped onto a second line keeps its type (sizes within this, pt)… */
  wrappedSize: 0.3,
  /** …on the very next row, this far below… */
  wrappedRow: 1.6,
  /** …and adds at most this many words, each at least `wrappedWordLetters` letters spelled by a hint. */
  wrappedWords: 2,
  wrappedWordLetters: 3,
  /** The edge a name put back together has over its first line alone. */
  wrappedEdge: 0.01,
  /** Prominence is font size first (this many points for the largest size), then bold (`bold`)… */
  prominence: { size: 10, bold: 1 },
  /** …then being higher up: this much less per line from the top. */
  linePenalty: 0.2,
} as const;

/** The header: contact details, headline and summary (profile.ts). */
export const HEADER = {
  /** Name, contact details, headline and summary all fit in this many lines. */
  maxLines: 120,
  /** Without a header (a document that opens with a heading), its first lines stand in. */
  linesWithoutHeader: 6,
  /** The line after the name is a headline when it is this short (in words) and holds no contact detail. */
  headlineWords: 10,
  /** Prose (a summary): at least this many words, this share starting in lower case, not all bullets. */
  prose: { minWords: 8, lowerShare: 0.4 },
  /** The email and phone are looked for in the file's first lines when the header holds neither. */
  contactLines: 40,
  /** A place in a shaped "City, Region" is looked for on lines this short (in words) or holding a contact detail. */
  placeLineWords: 4,
  /** A header read as a section still has its contact line: among this many first lines. */
  contactLineLines: 12,
} as const;

/** Places: "City, Region" and a town alone (places.ts). */
export const PLACES = {
  /** A longer phrase before the comma is not a city. */
  cityWords: 4,
  /** A town alone, once its postcode and district are taken off, has at most this many words. */
  townWords: 5,
  /** The longest city inside a longer text has at most this many words ("Salt Lake City"). */
  cityInTextWords: 3,
} as const;

/** Title and company (experience.ts). */
export const ROLES = {
  /**
   * A phrase that describes rather than names: at least this many words of `describingLetters`
   * letters or more (joining words aside), `lowerWords` of them in lower case.
   */
  describing: { words: 3, lowerWords: 2 },
  describingLetters: 3,
  /** A third phrase describing the employer is neither the title nor the company… */
  describedParts: 3,
  /** …and only this many phrases are weighed: later ones are never the title or company. */
  partsWeighed: 3,
  /** An agent noun ("Welder", "Contadora") heading a phrase has at least this many letters. */
  agentNounLetters: 5,
} as const;

/** Schools and degrees (education.ts). */
export const EDUCATION = {
  /** A degree printed as a description ("Licenciatura en Física") has at most this many words. */
  describedDegreeWords: 10,
  /** A one-character remainder after the degree is not a field of study. */
  minFieldChars: 1,
} as const;

/** Skills and languages (skills.ts, extras.ts). */
export const SKILLS = {
  /** Rows of skills are short; a longer one is prose that lost its section. */
  maxRow: 2_000,
  /** A wrapped row continues only in the same style: sizes grouped to 1/this of a point. */
  styleStepsPerPoint: 2,
  /** A longer item (characters, words) is dropped as no skill name. */
  item: { maxChars: 60, maxWords: 6 },
  /** Only a lone group name (at most this many skills before it) takes a level printed under it. */
  skillsBeforeLevel: 1,
  /** A longer item is not taken as a language. */
  languageWords: 3,
} as const;
