/**
 * The line-role model's tuning: the cut-offs and scales of its inputs, and how sure it must be to
 * overrule a line's look. The weights (line-role-weights.gen.json) were trained on these inputs
 * (npm run train:parser), so changing an input means training the model again. Each scale keeps
 * its input near 0 … 1, as the training expects; distances are in font sizes of the line.
 */
export const FEATURES = {
  /** 'size vs body': size / body size − 1, kept within these bounds. */
  sizeVsBody: { min: -0.5, max: 1.5 },
  /** 'larger than body', as the heading rules say (sections/thresholds.ts), copied so they may part. */
  largerThanBody: 1.08,
  /** 'smaller than body': the mirror of 1.08 below the body size. */
  smallerThanBody: 0.92,
  /** 'title case' counts words longer than this, leaving out short joining words. */
  titleCaseLetters: 3,
  /** 'words (log)': log(1 + words) divided by this. */
  wordsLogScale: 3,
  /** 'date is the whole line': the date covers all but this many characters (punctuation around it). */
  dateSlack: 2,
  /** 'org words', 'title words': counted up to this many, then divided by it. */
  roleWordsCap: 2,
  /** 'indent vs block': 0 … this many sizes, divided by `indentScale`. */
  indentBlockMax: 10,
  /** 'indent vs previous / next': within ± this many sizes, divided by it. */
  indentScale: 5,
  /** 'gap above / below': 0 … this many sizes… */
  gapMax: 6,
  /** …or this many across a page or block, divided by the same. */
  gapDefault: 3,
  /** 'bullet and short': a bullet of at most this many words. */
  shortBulletWords: 6,
} as const;

/**
 * Above this probability the model overrules what a line's look says. Chosen on the generated
 * corpus's leave-grammar-out figure (0.85: 77.8 -> 80.2% when it first decided entry lines).
 */
export const SURE_ROLE = 0.85;
