import type { ResumeData } from '../schemas/resume';
import type { WriterKind } from './schemas';

/**
 * Which attempt this is: 0 (or absent) for the first answer, then the "Try again" count. The
 * offline writer picks another phrasing; a model is asked for a different wording than before.
 */
type Attempt = { variant?: number };

/**
 * One thing the writer is asked to write, with everything it may draw on. Every writer (the
 * offline one and any model) gets the same task; only how it is answered differs.
 */
export type WriterTask = Attempt &
  (
    | { kind: 'summary'; resume: ResumeData }
    | { kind: 'improve'; resume: ResumeData; field: string; text: string; instruction?: string }
    | { kind: 'tailor'; resume: ResumeData; jobDescription: string }
    | { kind: 'writer'; writerKind: WriterKind; prompt: string; resume?: ResumeData }
  );
