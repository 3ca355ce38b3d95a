import type { ModelReading } from '@resume/core';

/**
 * Reads a resume file's text into the model's structured reading ("Read with AI"). Only a model
 * can: the offline writer has no reader, and the endpoint says so.
 */
export interface ResumeReader {
  /**
   * The model's answer, parsed against modelReadingSchema. Throws UnusableReadingError when the
   * answer is not JSON in that schema; any other error is the model or the connection failing.
   */
  read(fileText: string, signal: AbortSignal): Promise<ModelReading>;
}

/** The model answered, but not with a reading we can use (not JSON, not the schema, too long). */
export class UnusableReadingError extends Error {
  override name = 'UnusableReadingError';
}
