import type {
  AiImproveRequest,
  AiStreamEvent,
  AiSummaryRequest,
  AiTailorRequest,
  AiWriterRequest,
} from '@resume/core';
import { type EventStream, streamRequest } from '@/lib/api-client';

export type AiStream = EventStream<AiStreamEvent>;

/**
 * Which attempt a request is: 0 for the first answer; "Try again" counts up and passes the text the
 * person was shown, so the writer picks another phrasing and a repeat of that text is not charged.
 */
export type AiAttempt = { number: number; shown: string };

export const FIRST_ATTEMPT: AiAttempt = { number: 0, shown: '' };

/** The schema's bounds: `variant` 0–20, `previous_answer` up to 6,000 characters. */
const MAX_VARIANT = 20;
const MAX_PREVIOUS = 6_000;

/** The body fields of an attempt: none for the first, `variant` and `previous_answer` for a retry. */
export function attemptFields(attempt: AiAttempt = FIRST_ATTEMPT): {
  variant?: number;
  previous_answer?: string;
} {
  if (attempt.number <= 0) return {};
  const shown = attempt.shown.trim();
  return {
    variant: Math.min(attempt.number, MAX_VARIANT),
    ...(shown && shown.length <= MAX_PREVIOUS ? { previous_answer: shown } : {}),
  };
}

/** Starts one AI answer; the signal is the person's Stop, the attempt says which try this is. */
export type StartAiStream = (signal: AbortSignal, attempt: AiAttempt) => Promise<AiStream>;

/** One function per AI endpoint of docs/http-api.md#streaming. Each costs a free user one credit. */
export const aiRequests = {
  summary: (body: AiSummaryRequest, signal?: AbortSignal, attempt?: AiAttempt) =>
    streamRequest<AiStreamEvent>('/ai/summary', { body: { ...body, ...attemptFields(attempt) }, signal }),
  improve: (body: AiImproveRequest, signal?: AbortSignal, attempt?: AiAttempt) =>
    streamRequest<AiStreamEvent>('/ai/improve', { body: { ...body, ...attemptFields(attempt) }, signal }),
  tailor: (body: AiTailorRequest, signal?: AbortSignal, attempt?: AiAttempt) =>
    streamRequest<AiStreamEvent>('/ai/tailor', { body: { ...body, ...attemptFields(attempt) }, signal }),
  writer: (body: AiWriterRequest, signal?: AbortSignal, attempt?: AiAttempt) =>
    streamRequest<AiStreamEvent>('/ai/writer', { body: { ...body, ...attemptFields(attempt) }, signal }),
};
