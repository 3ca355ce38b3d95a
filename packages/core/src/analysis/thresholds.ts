import { LIMITS } from '../product';

/**
 * The engine's tuning in one place: what a recruiter would call too short, too long, too many.
 * Product-wide numbers (the 2-4 sentence summary) live in ../product.ts.
 */
export const THRESHOLDS = {
  summaryWords: { min: 20, max: 110 },
  achievementWords: { min: 4, max: 40 },
  /**
   * What a line is worth as evidence of outcomes (a result with a figure is worth 1; a duty nothing).
   * A result without a figure still says what changed, so most of the worth; a figure alone gives
   * the scale a recruiter can picture ("120 parcels a day") but not how well it went, so half.
   */
  evidence: { result: 0.7, figure: 0.5 },
  /**
   * The mean evidence at which the experience earns full marks, and below which each line short of
   * a result with a figure is flagged: about two lines in three a full result, the rest scope or
   * context; or every line a result, some without a number ("Won a Michelin Bib Gourmand" needs
   * none). Not every line needs a number, but most should show what came of the work.
   */
  outcomeShare: 0.7,
  /**
   * How many lines with a result or a figure a career calls for: about one per two years of
   * experience, 3 at least (a page's worth for a first job) and 6 at most (past that, more lines make
   * a resume longer, not stronger). A resume that shows this many is not thin, however few its words.
   */
  resultsForCareer: { perYear: 0.5, min: 3, max: 6 },
  skills: LIMITS.skills,
  skillWords: 5,
  /** Overlaps up to this many months are a normal hand-over between jobs. */
  overlapMonths: 1,
  /** Resume length in words by years of experience (about 1 page early on, up to 2 later). */
  resumeWords: [
    { upToYears: 3, min: 150, max: 650 },
    { upToYears: 10, min: 250, max: 900 },
    { upToYears: Number.POSITIVE_INFINITY, min: 350, max: 1200 },
  ],
  /** Keyword coverage at which job fit earns full marks (ATS guidance: about 80%). */
  fullJobFitCoverage: 0.8,
  maxJobTerms: 25,
} as const;
