import type {
  AiImproveRequest,
  AiStreamEvent,
  AiSummaryRequest,
  AiTailorRequest,
  AiWriterRequest,
} from '@resume/core';
import { type EventStream, streamRequest } from '@/lib/api-client';

export type AiStream = EventStream<AiStreamEvent>;

/** Starts one AI answer; the signal is the person's Stop. */
export type StartAiStream = (signal: AbortSignal) => Promise<AiStream>;

/** One function per AI endpoint of API.md "AI (streaming)". Each costs a free user one credit. */
export const aiRequests = {
  summary: (body: AiSummaryRequest, signal?: AbortSignal) =>
    streamRequest<AiStreamEvent>('/ai/summary', { body, signal }),
  improve: (body: AiImproveRequest, signal?: AbortSignal) =>
    streamRequest<AiStreamEvent>('/ai/improve', { body, signal }),
  tailor: (body: AiTailorRequest, signal?: AbortSignal) =>
    streamRequest<AiStreamEvent>('/ai/tailor', { body, signal }),
  writer: (body: AiWriterRequest, signal?: AbortSignal) =>
    streamRequest<AiStreamEvent>('/ai/writer', { body, signal }),
};
