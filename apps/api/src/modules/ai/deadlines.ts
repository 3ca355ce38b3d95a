/** The answer took too long: no first words in time, or not finished in time. */
export class AiTimeoutError extends Error {
  constructor(readonly stage: 'first_chunk' | 'total') {
    super(stage === 'first_chunk' ? 'No answer started in time' : 'The answer did not finish in time');
  }
}

export type Deadlines = { firstChunkMs: number; totalMs: number };

/**
 * Passes pieces through until a deadline passes; then aborts `controller` (which cancels the
 * upstream call) and throws AiTimeoutError.
 */
export async function* withDeadlines(
  source: AsyncIterable<string>,
  deadlines: Deadlines,
  controller: AbortController,
): AsyncIterable<string> {
  const iterator = source[Symbol.asyncIterator]();
  const started = Date.now();
  let first = true;
  while (true) {
    const stage = first && deadlines.firstChunkMs < deadlines.totalMs ? 'first_chunk' : 'total';
    const left =
      stage === 'first_chunk' ? deadlines.firstChunkMs : deadlines.totalMs - (Date.now() - started);
    const next = await beforeDeadline(iterator.next(), left, () => {
      const timeout = new AiTimeoutError(stage);
      controller.abort(timeout);
      return timeout;
    });
    if (next.done) return;
    first = false;
    yield next.value;
  }
}

function beforeDeadline<T>(work: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), Math.max(0, ms));
  });
  // The abandoned piece rejects once the upstream call is aborted; nobody waits for it any more.
  work.catch(() => {});
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
