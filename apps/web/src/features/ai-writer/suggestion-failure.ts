import { NO_CREDITS_CODE } from '@resume/core';
import { ApiError } from '@/lib/api-client';
import { retryAfterSeconds } from '@/lib/failure-message';

/**
 * Why a suggestion did not arrive: out of credits (its own state, with the server's words when it
 * gave some) or a message to show.
 */
export type SuggestionFailure =
  | { kind: 'no_credits'; message?: string }
  | { kind: 'message'; message: string };

export const CUT_OFF_MESSAGE = 'The answer stopped before it was finished. Try again.';
const UNREACHABLE_MESSAGE = 'Could not reach the AI writer. Check your connection and try again.';
const UNAVAILABLE_MESSAGE = 'The AI writer is not available right now. Try again in a moment.';

export function isNoCredits(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  const detail = error.detail as { code?: unknown } | null;
  return detail?.code === NO_CREDITS_CODE;
}

/** What to tell the person when an AI request fails before or while its answer streams. */
export function describeFailure(error: unknown): SuggestionFailure {
  if (isNoCredits(error)) return { kind: 'no_credits', message: (error as ApiError).message };
  if (error instanceof ApiError) {
    if (error.status === 429) {
      const seconds = retryAfterSeconds(error);
      return {
        kind: 'message',
        message: `Too many AI requests, try again in ${seconds === null ? 'a moment' : `${seconds} s`}`,
      };
    }
    // The server's own words when it gave some (422's list, "Resume not found"), else a plain line.
    const hasDetail = error.detail !== undefined && error.detail !== null;
    return { kind: 'message', message: hasDetail ? error.message : UNAVAILABLE_MESSAGE };
  }
  if (error instanceof TypeError) return { kind: 'message', message: UNREACHABLE_MESSAGE };
  return { kind: 'message', message: UNAVAILABLE_MESSAGE };
}
