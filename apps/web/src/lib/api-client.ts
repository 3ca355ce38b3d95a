import { errorMessage, MESSAGES, type Tokens } from '@resume/core';
import { clearSession, readSession, storeTokens } from './session';

export const API_BASE = '/api/v1';

/** A failed call: the status, the server's detail, and the message to show (SPEC.md section 8). */
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

let onAuthLost: () => void = () => {};

/** Where to go when a refresh fails mid-session (the router sets this to navigate to /login). */
export function setAuthLostHandler(handler: () => void): void {
  onAuthLost = handler;
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
  // A file upload goes as multipart/form-data, whose header (with its boundary) the browser writes.
  if (options.body instanceof FormData) body = options.body;
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
 * The one fetch wrapper: bearer, JSON, and SPEC.md's rule that a 401 causes one refresh and one
 * retry; if that refresh fails the tokens are cleared and the user goes to /login.
 */
export async function authorizedFetch(path: string, options: Options): Promise<Response> {
  let response = await send(path, options);
  if (response.status === 401 && options.auth !== false && options.refreshOn401 !== false && readSession()) {
    try {
      await refreshTokens();
    } catch {
      clearSession();
      onAuthLost();
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
