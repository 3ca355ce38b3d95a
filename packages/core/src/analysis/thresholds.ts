/**
 * The engine's tuning in one place: what a recruiter would call too short, too long, too many.
 * Product-wide numbers (the 2-4 sentence summary) live in ../product.ts.
 */
export const THRESHOLDS = {
  summaryWords: { min: 20, max: 110 },
  achievementWords: { min: 4, max: 40 },
  /** Share of achievements that should carry a number; below it, each unquantified one is flagged. */
  quantifiedShare: 0.5,
  skills: { min: 5, max: 25 },
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
