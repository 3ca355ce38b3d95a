import type { ErrorItem } from '@resume/core';

export type Detail = string | ErrorItem[] | Record<string, unknown>;

/**
 * A failure the client should see as-is: the `{detail}` of docs/http-api.md#errors with a catalogue status.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: Detail,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : JSON.stringify(detail));
  }
}

export const notFound = (msg = 'Not found') => new HttpError(404, msg);
export const unauthorized = (msg = 'Not authenticated') => new HttpError(401, msg);
export const forbidden = (detail: Detail = 'Forbidden') => new HttpError(403, detail);
export const conflict = (detail: Detail) => new HttpError(409, detail);
export const badRequest = (msg: string) => new HttpError(400, msg);

/** The server is short of capacity, not the request at fault: the client may simply try again. */
export const serviceBusy = (msg: string, retryAfterSeconds = 5) =>
  new HttpError(503, msg, { 'retry-after': String(retryAfterSeconds) });
