/**
 * A layout grammar prints a generated resume in one way (where dates go, how entries open, one or
 * two columns…) for one producer. It must print every field the resume holds, exactly as given,
 * so the truth derived from the content is the truth of the PDF.
 */
import type { ResumeData } from '@resume/core';
import type { GenResume } from './model';
import type { Rng } from './random';

export const PRODUCERS = ['latex', 'html', 'docx', 'groff', 'ours'] as const;
export type Producer = (typeof PRODUCERS)[number];

export type Source =
  | { producer: 'latex'; tex: string; engine: 'pdflatex' | 'xelatex' }
  | { producer: 'html'; html: string; paper: 'A4' | 'Letter' }
  | { producer: 'docx'; docx: Uint8Array }
  | { producer: 'groff'; source: string; macros: 'ms' | 'me' | 'mom' }
  | { producer: 'ours'; data: ResumeData; template: string };

export interface Grammar {
  /** Unique, e.g. "latex-bullet-entries"; also the folder the generated files are grouped by. */
  id: string;
  producer: Producer;
  /** What the layout does, in a line ("dates in a left margin, title before company"). */
  description: string;
  /** The source for the producer. `rng` may vary details (colours, separators) within the grammar. */
  render(resume: GenResume, rng: Rng): Source | Promise<Source>;
}
