/** Timing `text/event-stream` answers as a browser would see them: bytes read off the response body. */

/** How one streamed request went, timed from the moment it was sent. */
export type TimedStream = {
  status: number;
  /** When the first bytes of the first content event arrived; undefined when none did. */
  firstChunkMs: number | undefined;
  totalMs: number;
  text: string;
};

/**
 * Sends one request and reads its body to the end. `isFirstChunk` is asked about the text read so
 * far until it says yes: that read's arrival is the time to first chunk (`onFirstChunk` is then called).
 */
export async function timeStream(
  url: string,
  init: RequestInit,
  isFirstChunk: (soFar: string) => boolean,
  onFirstChunk?: () => void,
): Promise<TimedStream> {
  const started = performance.now();
  const response = await fetch(url, init);
  let firstChunkMs: number | undefined;
  let text = '';
  if (response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (firstChunkMs === undefined && isFirstChunk(text)) {
        firstChunkMs = performance.now() - started;
        onFirstChunk?.();
      }
    }
    text += decoder.decode();
  }
  return { status: response.status, firstChunkMs, totalMs: performance.now() - started, text };
}

/** Our API's first piece of an answer: `data: {"chunk": ...}` (docs/http-api.md#streaming). */
export const apiFirstChunk = (soFar: string) => soFar.includes('data: {"chunk"');

/** An OpenAI-style chat completion chunk carrying some content (not only the role). */
export const openAiFirstChunk = (soFar: string) => /"content":"[^"]/.test(soFar);

export type ApiOutcome = 'completed' | 'error event' | 'cut short' | 'non-200' | 'failed';

/** How an answer of our API ended: its last event is `{"end": true}` or `{"error": ...}`. */
export function apiOutcome(stream: TimedStream): ApiOutcome {
  if (stream.status !== 200) return 'non-200';
  const blocks = stream.text.split('\n\n').filter((block) => block.startsWith('data: '));
  const last = blocks.at(-1);
  if (last === undefined) return 'cut short';
  try {
    const event = JSON.parse(last.slice('data: '.length)) as { end?: boolean; error?: string };
    if (event.end === true) return 'completed';
    if (typeof event.error === 'string') return 'error event';
  } catch {
    // a half-written event: the stream was cut
  }
  return 'cut short';
}
