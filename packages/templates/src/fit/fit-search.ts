import type { ResumeDesign } from '@resume/core';
import { type FitChoices, fitLadder, type TemplateMeasures } from './fit-ladder';

/** How many pages the resume prints on in a design (the real one renders it as the export does). */
export type PageCount = (design: ResumeDesign) => Promise<number>;

export type FitOutcome =
  /** `tightened` is false when the resume already fitted: nothing to change. */
  | { fits: true; choices: FitChoices; tightened: boolean }
  /** Even the tightest readable design needs `pages` pages. */
  | { fits: false; pages: number };

const choicesOf = ({ font_scale, line_scale, margins }: ResumeDesign): FitChoices => ({
  font_scale,
  line_scale,
  margins,
});

/**
 * The loosest design of `ladder` (loosest first, each tighter than the one before) on which the
 * resume fits one page. Pages only shrink as a design tightens, so a binary search finds it: the
 * first and the last design, then about log2(n) more renders.
 */
export async function searchLadder(ladder: ResumeDesign[], measure: PageCount): Promise<FitOutcome> {
  const [own] = ladder;
  if (!own) throw new Error('Nothing to fit: the ladder is empty');
  const ownPages = await measure(own);
  if (ownPages <= 1) return { fits: true, choices: choicesOf(own), tightened: false };
  const tightest = ladder.length - 1;
  const pages = tightest === 0 ? ownPages : await measure(ladder[tightest]!);
  if (pages > 1) return { fits: false, pages };
  // ladder[low] needs more than one page, ladder[high] fits on one.
  let low = 0;
  let high = tightest;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if ((await measure(ladder[middle]!)) <= 1) high = middle;
    else low = middle;
  }
  return { fits: true, choices: choicesOf(ladder[high]!), tightened: true };
}

/**
 * "Fit to one page": the least tightening of line spacing, margins and text size, within the
 * readable bounds (readable-bounds.ts), that puts the resume on one page; or, when even the
 * tightest needs more, how many pages that is. `measure` counts pages, so tests can fake it.
 */
export function fitToOnePage(
  measures: TemplateMeasures,
  design: ResumeDesign | undefined,
  measure: PageCount,
): Promise<FitOutcome> {
  return searchLadder(fitLadder(measures, design), measure);
}
