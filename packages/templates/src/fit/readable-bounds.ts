import type { DesignMargins } from '@resume/core';

/**
 * The tightest "Fit to one page" goes, whatever the template (README.md, "Fit to one page", says
 * why each). It never goes past the design's own limits (core FONT_SCALE, LINE_SCALE,
 * DESIGN_MARGINS) and never loosens what the person chose: a setting already tighter stays.
 */
export const READABLE_BOUNDS = {
  /** Body text, in points: smaller is hard to read on paper and for many ATS's OCR of a scan. */
  minBodyPt: 9,
  /** Line height as a multiple of the text size: tighter, ascenders and descenders meet. */
  minLeading: 1.2,
  /** Narrow: ½ in at the sides (less is clipped by many printers), 32 pt top and bottom. */
  tightestMargins: 'narrow' satisfies DesignMargins,
} as const;
