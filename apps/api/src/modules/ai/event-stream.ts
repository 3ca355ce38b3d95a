import type { AiStreamEvent } from '@resume/core';
import type { FastifyReply } from 'fastify';

/** Only printable ASCII may stand in a header; a model's name is shown, so nothing else matters. */
const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, '?').slice(0, 200);

/**
 * Answers with `text/event-stream` (docs/http-api.md#streaming): one `data: <json>` line and a blank
 * line per event. `events` is told through its signal when the client goes away (the signal is
 * aborted before the first event that could not be written), and is read to its end either way so
 * that it can settle the credit and record what happened.
 */
export async function sendEventStream(
  reply: FastifyReply,
  writerName: string,
  events: (clientGone: AbortSignal) => AsyncIterable<AiStreamEvent>,
): Promise<void> {
  const res = reply.raw;
  const clientGone = new AbortController();
  const leave = () => {
    if (!res.writableEnded) clientGone.abort();
  };
  // The client may already have left while the request was being checked and paid for.
  if (res.destroyed) leave();
  else res.on('close', leave);
  reply.hijack();
  // The security headers are on the response already (plugins/app/security-headers.ts, onRequest).
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // Proxies such as nginx would otherwise hold the pieces back until the answer is complete.
    'x-accel-buffering': 'no',
    'x-ai-writer': headerSafe(writerName),
  });
  for await (const event of events(clientGone.signal)) {
    // Told at once, before the next event is asked for: `events` learns from the signal whether
    // this piece was written (which decides whether a stopped answer is paid for).
    if (res.destroyed) leave();
    else res.write(`data: ${JSON.stringify(event)}\n\n`);
  }
  res.end();
}
