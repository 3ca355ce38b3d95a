import { NO_CREDITS_CODE } from '@resume/core';
import { ApiError } from '@/lib/api-client';
import { retryAfterSeconds } from '@/lib/failure-message';

/** Why a reading did not arrive: out of credits (its own notice, with an upgrade) or a message. */
export type ReadingFailure = { kind: 'no_credits'; message: string } | { kind: 'message'; message: string };

const UNREACHABLE = 'Could not reach the server. Check your connection and try again.';
const UNAVAILABLE = 'Reading with AI failed. Try again in a moment.';

/** The server's own words where it gave some (a refund, a timeout, a limit), else a plain line. */
export function describeReadingFailure(error: unknown): ReadingFailure {
  if (!(error instanceof ApiError)) {
    return { kind: 'message', message: error instanceof TypeError ? UNREACHABLE : UNAVAILABLE };
  }
  const code = (error.detail as { code?: unknown } | null)?.code;
  if (error.status === 403 && code === NO_CREDITS_CODE) return { kind: 'no_credits', message: error.message };
  if (error.status === 429) {
    const seconds = retryAfterSeconds(error);
    return {
      kind: 'message',
      message: `Too many AI requests, try again in ${seconds === null ? 'a moment' : `${seconds} s`}.`,
    };
  }
  const hasDetail = error.detail !== undefined && error.detail !== null;
  return { kind: 'message', message: hasDetail ? error.message : UNAVAILABLE };
}
