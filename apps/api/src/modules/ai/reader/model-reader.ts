import { type ModelReading, modelReadingSchema } from '@resume/core';
import { generateText, type LanguageModel, NoObjectGeneratedError, Output } from 'ai';
import { readingPrompt } from './reading-prompt';
import { type ResumeReader, UnusableReadingError } from './resume-reader';

/**
 * A whole resume as JSON is long (a two-page resume is about 2,000 tokens); this bounds what one
 * credit can cost while leaving room for a long career.
 */
const MAX_READING_TOKENS = 8_000;

/** A language model reading a file's text into ResumeData's fields through structured output. */
export class ModelReader implements ResumeReader {
  constructor(private readonly model: LanguageModel) {}

  async read(fileText: string, signal: AbortSignal): Promise<ModelReading> {
    const { system, prompt } = readingPrompt(fileText);
    try {
      return await this.generate(system, prompt, signal);
    } catch (error) {
      // The SDK's error carries the model's whole answer (the file's contents); ours does not.
      if (NoObjectGeneratedError.isInstance(error)) throw new UnusableReadingError(error.message);
      throw error;
    }
  }

  private async generate(system: string, prompt: string, signal: AbortSignal): Promise<ModelReading> {
    const { output } = await generateText({
      model: this.model,
      system,
      prompt,
      output: Output.object({ schema: modelReadingSchema, name: 'resume' }),
      abortSignal: signal,
      // One call per credit: a failure is refunded and the person may try again.
      maxRetries: 0,
      maxOutputTokens: MAX_READING_TOKENS,
      // Reading, not writing: the same file should give the same answer.
      temperature: 0,
    });
    return output;
  }
}
