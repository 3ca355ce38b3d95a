import type { WriterTask } from '@resume/core';
import { type LanguageModel, streamText } from 'ai';
import type { AiConfig } from '../../../config';
import { languageModel } from '../language-model';
import { promptFor } from '../prompts';
import { ModelReader } from '../reader/model-reader';
import type { ResumeReader } from '../reader/resume-reader';
import type { AiWriter } from './writer';

const MAX_OUTPUT_TOKENS = 1_500;

/** A language model through the AI SDK, streaming its answer as it is written. */
export class ModelWriter implements AiWriter {
  readonly name: string;
  readonly reader: ResumeReader;
  private readonly model: LanguageModel;

  constructor(config: AiConfig) {
    this.name = config.model as string;
    this.model = languageModel(config);
    this.reader = new ModelReader(this.model);
  }

  async *write(task: WriterTask, signal: AbortSignal): AsyncIterable<string> {
    const { system, prompt } = promptFor(task);
    const result = streamText({
      model: this.model,
      system,
      prompt,
      abortSignal: signal,
      // No retries: a retry would restart the answer the user is already reading.
      maxRetries: 0,
      // A resume answer is at most a cover letter; this bounds what one credit can cost.
      maxOutputTokens: MAX_OUTPUT_TOKENS,
      // The SDK's default prints the whole error, request body (the resume) included, to the
      // console; the error reaches the service through fullStream and is logged there without it.
      onError: () => {},
    });
    // fullStream, not textStream: an HTTP error ends textStream silently (STACK-NOTES.md).
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') yield part.text;
      else if (part.type === 'error') throw part.error;
      else if (part.type === 'abort') signal.throwIfAborted();
    }
  }
}
