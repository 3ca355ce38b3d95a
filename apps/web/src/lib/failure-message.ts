import { ApiError } from './api-client';

/**
 * What to tell the person when a call fails: the server's own words for a request it refused
 * (a taken email, a wrong code, "wait 42 seconds"), otherwise the screen's message from
 * docs/product.md#messages. A 401 is left to the screen, which knows what it means there.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) {
    return error.message;
  }
  return fallback;
}

/**
 * The seconds a rate-limited call says to wait (docs/http-api.md#rate-limits: `{detail: {msg,
 * retry_after}}`), or null.
 */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const detail = error.detail as { retry_after?: unknown } | null;
  return typeof detail?.retry_after === 'number' ? detail.retry_after : null;
}
