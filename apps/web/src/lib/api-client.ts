import { errorMessage, MESSAGES, type Tokens } from '@resume/core';
import { clearSession, isGuestSession, readSession, storeTokens } from './session';

export const API_BASE = '/api/v1';

/** A failed call: the status, the server's detail, and the message to show (docs/product.md#messages). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: unknown,
  ) {
    super(errorMessage(status, detail as Parameters<typeof errorMessage>[1]));
  }
}

type Options = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  auth?: boolean;
  keepalive?: boolean;
  /**
   * false where a 401 is an answer rather than an expired token (a wrong password at login):
   * refreshing and retrying would only repeat the attempt.
   */
  refreshOn401?: boolean;
};

/**
 * A session that failed (docs/product.md#session): where — at the app's start (its refresh failed and
 * a new guest session took its place), or during use (a 401 whose refresh failed; the tokens are
 * gone) — and whose it was, read from the session record before it went: the person is told
 * about their guest session or about their sign-in accordingly.
 */
export type SessionLoss = { when: 'start' | 'use'; guest: boolean };

let onAuthLost: (loss: SessionLoss) => void = () => {};

/** What to do when a session fails (the app sets this: to /start as a new guest, or to /login). */
export function setAuthLostHandler(handler: (loss: SessionLoss) => void): void {
  onAuthLost = handler;
}

/** Tells the app a session failed; api calls report a failure during use themselves. */
export function reportAuthLost(loss: SessionLoss): void {
  onAuthLost(loss);
}

let refreshing: Promise<Tokens> | null = null;

/**
 * Rotates the refresh token. Concurrent callers share one request: a second refresh with the same
 * token would count as reuse and revoke the session.
 */
export function refreshTokens(): Promise<Tokens> {
  refreshing ??= (async () => {
    const session = readSession();
    if (!session) throw new Error(MESSAGES.refreshFailed);
    const response = await fetch(`${API_BASE}/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: session.refresh_token }),
      credentials: 'include',
    });
    if (!response.ok) throw new Error(MESSAGES.refreshFailed);
    const tokens = (await response.json()) as Tokens;
    storeTokens(tokens);
    return tokens;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function send(path: string, options: Options): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = options.auth === false ? null : readSession()?.access_token;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  // A file upload goes as multipart/form-data, whose header (with its boundary) the browser writes;
  // a Blob goes as it is, under its own type (a CSV import).
  if (options.body instanceof FormData || options.body instanceof Blob) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(`${API_BASE}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: options.signal,
    credentials: 'include',
    keepalive: options.keepalive,
  });
}

/**
 * The one fetch wrapper: bearer, JSON, and the rule of docs/product.md#session that a 401 causes one refresh
 * and one retry; if that refresh fails the tokens are cleared and the user goes to /login.
 */
export async function authorizedFetch(path: string, options: Options): Promise<Response> {
  let response = await send(path, options);
  if (response.status === 401 && options.auth !== false && options.refreshOn401 !== false && readSession()) {
    try {
      await refreshTokens();
    } catch {
      const lost = readSession();
      clearSession();
      onAuthLost({ when: 'use', guest: isGuestSession(lost) });
      throw new ApiError(401, MESSAGES.refreshFailed);
    }
    response = await send(path, options);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { detail?: unknown } | null;
    throw new ApiError(response.status, body?.detail);
  }
  return response;
}

/** A call whose answer is JSON (or text); failures throw ApiError. */
export async function apiRequest<T>(path: string, options: Options = {}): Promise<T> {
  const response = await authorizedFetch(path, options);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('json') ? await response.json() : await response.text()) as T;
}

/** A streaming answer: its response headers (the server names who writes there) and its events. */
export type EventStream<T> = { headers: Headers; events: AsyncGenerator<T, void, undefined> };

/**
 * A POST whose answer is `text/event-stream` (the AI calls): bearer and the 401 → refresh → retry
 * rule as every call; a non-OK status before the stream starts throws ApiError (docs/product.md#messages);
 * then the `data:` events, parsed as JSON, one at a time. Aborting `signal` ends the reading and
 * closes the connection, which tells the server to stop.
 */
export async function streamRequest<T>(
  path: string,
  options: { body?: unknown; signal?: AbortSignal } = {},
): Promise<EventStream<T>> {
  const response = await authorizedFetch(path, {
    method: 'POST',
    body: options.body ?? {},
    signal: options.signal,
  });
  if (!response.body) throw new ApiError(response.status, 'The answer had no body');
  return { headers: response.headers, events: readDataEvents<T>(response.body, options.signal) };
}

/** The `data:` payload of one event (its `data:` lines joined), or null for an event without data. */
function eventData(block: string): string | null {
  const lines: string[] = [];
  for (const line of block.split(/\r\n|\r|\n/)) {
    if (line === 'data' || line.startsWith('data:')) lines.push(line.slice(5).replace(/^ /, ''));
  }
  return lines.length > 0 ? lines.join('\n') : null;
}

/**
 * The events of an event stream. Network chunks split text anywhere, so the text is kept until a
 * blank line closes an event; comments (`: …`) and other fields are skipped.
 */
export async function* readDataEvents<T>(
  body: ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<T, void, undefined> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const stop = () => void reader.cancel().catch(() => {});
  signal?.addEventListener('abort', stop, { once: true });
  let buffered = '';
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      buffered += done ? decoder.decode() : decoder.decode(value, { stream: true });
      const blocks = buffered.split(/\r\n\r\n|\n\n|\r\r/);
      buffered = done ? '' : (blocks.pop() ?? '');
      for (const block of blocks) {
        const data = eventData(block);
        if (data !== null && data !== '') yield JSON.parse(data) as T;
      }
      if (done) return;
    }
  } finally {
    signal?.removeEventListener('abort', stop);
    // Reading stopped early (Stop, an error, the caller left the loop): close the connection.
    stop();
  }
}
