/**
 * The confidence stage's tuning: how much doubt about a section makes its reading medium or low.
 * Counts are of lines or entries of one section. Set by hand: each says when a person should check.
 */
export const DOUBTS = {
  /**
   * Each dated line usually starts an entry: at least this many dated lines, more than the entries
   * read, make a doubt; it is low when the entries are at most this share of the dated lines and
   * at least `missingForLow` are missing.
   */
  datedLines: { min: 2, lowShare: 0.5, missingForLow: 2 },
  /** An achievement that looks like an employer: this many capitalised words, no sentence ending. */
  employerWords: { min: 2, max: 5 },
  /** Headers read into achievements make the doubt low from this many. */
  misplacedForLow: 2,
  /** Entries without a title or dates make the doubt low from this many, and more than this share. */
  incomplete: { min: 2, share: 0.5 },
  /** How many date ranges make a file look like it lists jobs. */
  datedLinesOfACareer: 3,
  /** A name with this many organisation words reads as an organisation, not a person. */
  orgWordsInName: 2,
  /** Text quoted in a reason is cut to this many characters, so the reason stays one line. */
  quotedChars: 40,
} as const;
