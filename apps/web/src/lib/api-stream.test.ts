import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test-utils';
import { ApiError, readDataEvents, streamRequest } from './api-client';
import { storeTokens } from './session';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  storeTokens({ access_token: 'old-access', refresh_token: 'old-refresh', token_type: 'bearer' });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** A body that hands out exactly these network chunks, in order. */
function chunked(pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

function streamResponse(pieces: string[], headers: Record<string, string> = {}) {
  return new Response(chunked(pieces), {
    status: 200,
    headers: { 'content-type': 'text/event-stream', ...headers },
  });
}

async function collect<T>(events: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const event of events) all.push(event);
  return all;
}

describe('the data: stream reader', () => {
  it('reads events split across network chunks, even inside a multi-byte character', async () => {
    const bytes = new TextEncoder().encode(
      'data: {"chunk":"Led a"}\n\ndata: {"chunk":" café"}\n\ndata: {"end":true}\n\n',
    );
    // Cut the bytes into 3-byte pieces: every event and the "é" are split somewhere.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 3) controller.enqueue(bytes.slice(i, i + 3));
        controller.close();
      },
    });
    expect(await collect(readDataEvents(body))).toEqual([
      { chunk: 'Led a' },
      { chunk: ' café' },
      { end: true },
    ]);
  });

  it('reads several events from one chunk, skipping comments and blank events', async () => {
    const body = chunked([
      ': keep-alive\n\ndata: {"chunk":"a"}\n\ndata: {"chunk":"b"}\r\n\r\n\n\ndata: {"end":true}',
    ]);
    expect(await collect(readDataEvents(body))).toEqual([{ chunk: 'a' }, { chunk: 'b' }, { end: true }]);
  });

  it('stops reading, and cancels the body, when the signal aborts', async () => {
    const cancel = vi.fn();
    const encoder = new TextEncoder();
    let push: ((text: string) => void) | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => controller.enqueue(encoder.encode(text));
      },
      cancel,
    });
    const controller = new AbortController();
    const events = readDataEvents<{ chunk: string }>(body, controller.signal);
    push?.('data: {"chunk":"first"}\n\n');
    expect((await events.next()).value).toEqual({ chunk: 'first' });
    const pending = events.next();
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(cancel).toHaveBeenCalled();
  });
});

describe('streamRequest', () => {
  it('POSTs JSON with the bearer and hands back the headers and the events', async () => {
    fetchMock.mockResolvedValueOnce(
      streamResponse(
        ['data: {"chunk":"Hi"}\n\n', 'data: {"end":true,"writer":"Offline writer","warnings":[]}\n\n'],
        {
          'x-ai-writer': 'Offline writer',
        },
      ),
    );
    const stream = await streamRequest('/ai/improve', { body: { resume_id: 'r1', field: 'summary' } });
    expect(stream.headers.get('X-AI-Writer')).toBe('Offline writer');
    expect(await collect(stream.events)).toEqual([
      { chunk: 'Hi' },
      { end: true, writer: 'Offline writer', warnings: [] },
    ]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/ai/improve');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ resume_id: 'r1', field: 'summary' });
    expect((init?.headers as Record<string, string> | undefined)?.authorization).toBe('Bearer old-access');
  });

  it('on 401 refreshes once and retries once', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { detail: 'expired' }))
      .mockResolvedValueOnce(
        jsonResponse(200, { access_token: 'new-access', refresh_token: 'new-refresh', token_type: 'bearer' }),
      )
      .mockResolvedValueOnce(streamResponse(['data: {"end":true}\n\n']));
    const stream = await streamRequest('/ai/summary', { body: { resume_id: 'r1' } });
    expect(await collect(stream.events)).toEqual([{ end: true }]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect((fetchMock.mock.calls[2]?.[1]?.headers as Record<string, string> | undefined)?.authorization).toBe(
      'Bearer new-access',
    );
  });

  it('raises an HTTP error for a non-OK status before the stream, with the server detail', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, { detail: { msg: 'You have no AI credits left', code: 'no_credits' } }),
    );
    const failure = await streamRequest('/ai/summary', { body: { resume_id: 'r1' } }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 403,
      message: 'You have no AI credits left',
      detail: { code: 'no_credits' },
    });
  });
});
