import type { ResumeData } from '../schemas/resume';
import type { WriterKind } from './schemas';

/**
 * One thing the writer is asked to write, with everything it may draw on. Every writer (the
 * offline one and any model) gets the same task; only how it is answered differs.
 */
export type WriterTask =
  | { kind: 'summary'; resume: ResumeData }
  | { kind: 'improve'; resume: ResumeData; field: string; text: string; instruction?: string }
  | { kind: 'tailor'; resume: ResumeData; jobDescription: string }
  | { kind: 'writer'; writerKind: WriterKind; prompt: string; resume?: ResumeData };
