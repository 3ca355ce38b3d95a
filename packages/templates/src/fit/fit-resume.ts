import { DESIGN_MARGINS, type DesignMargins, type ResumeData } from '@resume/core';
import { type RenderResumeOptions, renderResumePdf } from '../render';
import { templateDesign } from '../templates';
import { countPdfPages } from './count-pages';
import type { MarginSpace, TemplateMeasures } from './fit-ladder';
import { type FitOutcome, fitToOnePage } from './fit-search';

function marginSpace(template: string, margins?: DesignMargins): MarginSpace {
  const { top, right, bottom, left } = templateDesign(template, { margins }).theme.tokens.margins;
  return { vertical: top + bottom, horizontal: left + right };
}

/** A template's own text size and leading, and the space each margin choice takes in it. */
export function templateMeasures(template: string): TemplateMeasures {
  const { size, leading } = templateDesign(template).theme.tokens;
  const presets = Object.keys(DESIGN_MARGINS) as DesignMargins[];
  const margins = Object.fromEntries(presets.map((id) => [id, marginSpace(template, id)]));
  return {
    size,
    leading,
    margins: { ...margins, own: marginSpace(template) } as TemplateMeasures['margins'],
  };
}

/**
 * "Fit to one page" for a real resume: each design tried is rendered exactly as the export renders
 * it (renderResumePdf, same template, paper and watermark) and its pages counted.
 */
export function fitResumeToOnePage(data: ResumeData, opts: RenderResumeOptions): Promise<FitOutcome> {
  const measure = async (design: ResumeData['design']) =>
    countPdfPages(await renderResumePdf({ ...data, design }, opts));
  return fitToOnePage(templateMeasures(opts.template), data.design, measure);
}
