import type { ResumeData } from '@resume/core';
import type { FitOutcome } from '@resume/templates';
import type { PreviewOptions } from './render-protocol';

/** What the page asks the fit worker for (a resume, as previewed), and what it answers. */
export type FitRequest = { id: number; data: ResumeData; options: PreviewOptions };
export type FitResponse =
  | { id: number; ok: true; outcome: FitOutcome }
  | { id: number; ok: false; message: string };
