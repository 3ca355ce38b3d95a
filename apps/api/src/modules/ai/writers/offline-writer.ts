import { setTimeout as sleep } from 'node:timers/promises';
import { loadWriterGrammar, OFFLINE_WRITER_NAME, offlineAnswer, type WriterTask } from '@resume/core';
import type { AiWriter } from './writer';

/** Words per streamed piece and the pause between pieces: fast, yet visibly written. */
const WORDS_PER_CHUNK = 3;
const DEFAULT_PAUSE_MS = 12;

/** Splits an answer into pieces of a few words, keeping every space and line break. */
export function chunkText(text: string, wordsPerChunk = WORDS_PER_CHUNK): string[] {
  const words = text.match(/\S+\s*|\s+/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk)
    chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

/** The zero-setup writer: deterministic rules from packages/core, streamed like a model's answer. */
export class OfflineWriter implements AiWriter {
  readonly name = OFFLINE_WRITER_NAME;

  constructor(
    private readonly pauseMs = DEFAULT_PAUSE_MS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async *write(task: WriterTask, signal: AbortSignal): AsyncIterable<string> {
    // Its grammar (compromise) is loaded with the first answer, not with the server.
    await loadWriterGrammar();
    const chunks = chunkText(offlineAnswer(task, this.now(), task.variant ?? 0));
    for (const [i, chunk] of chunks.entries()) {
      signal.throwIfAborted();
      if (i > 0 && this.pauseMs > 0) await sleep(this.pauseMs, undefined, { signal });
      yield chunk;
    }
  }
}
