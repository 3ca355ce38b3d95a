import type { CoverLetterContent, PaperSize, ResumeData } from '@resume/core';

/** What the page asks the render worker for, and what it answers. */
export type PreviewOptions = { template: string; watermark: boolean; paper?: PaperSize };
/** A resume, or with `letter` a cover letter in the design (header, template) of resume `data`. */
export type RenderRequest = {
  id: number;
  data: ResumeData;
  letter?: CoverLetterContent;
  options: PreviewOptions;
};
export type RenderResponse =
  | { id: number; ok: true; bytes: Uint8Array }
  | { id: number; ok: false; message: string };
