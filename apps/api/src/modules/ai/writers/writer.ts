import type { WriterTask } from '@resume/core';
import type { ResumeReader } from '../reader/resume-reader';

/**
 * Whoever writes AI answers: the offline writer or a model. The service streams whatever this
 * yields to the user, applies the time limits, checks the answer and handles credits, so every
 * writer gets exactly the same treatment.
 */
export interface AiWriter {
  /** What the UI shows: "Offline writer" or the model's name. */
  readonly name: string;
  /** Pieces of the answer as they come; stops (throwing) once `signal` aborts. */
  write(task: WriterTask, signal: AbortSignal): AsyncIterable<string>;
  /** Reads an uploaded file's text with the model ("Read with AI"); absent for the offline writer. */
  readonly reader?: ResumeReader;
}
