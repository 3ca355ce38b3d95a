import { type PaperSize, paperFor, type ResumeData } from '@resume/core';

/**
 * The paper a resume prints on: the person's choice in its design first, then what the caller
 * offers (a preview's or a request's default), then the one usual in the person's country. A
 * caller that must override the person's choice (an export asked for in a given size) writes the
 * size into the design it renders.
 */
export function printedPaper(data: Pick<ResumeData, 'design' | 'location'>, offered?: PaperSize): PaperSize {
  return data.design?.paper ?? offered ?? paperFor(data.location);
}
