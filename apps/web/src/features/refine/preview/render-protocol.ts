import type { PaperSize, ResumeData } from '@resume/core';

/** What the page asks the render worker for, and what it answers. */
export type PreviewOptions = { template: string; watermark: boolean; paper?: PaperSize };
export type RenderRequest = { id: number; data: ResumeData; options: PreviewOptions };
export type RenderResponse =
  | { id: number; ok: true; bytes: Uint8Array }
  | { id: number; ok: false; message: string };
