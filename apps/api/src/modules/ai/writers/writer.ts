import type { WriterTask } from '@resume/core';

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
}
