import { z } from 'zod';

export const analyticsEventNames = [
  'page_view',
  'login',
  'sign_up',
  'resume_create',
  'resume_export',
  /** Recorded by the server for each AI answer: kind, writer, outcome and latency, never the text. */
  'ai_request',
  /** Recorded by the server: a checkout was opened (plan, amount), and a payment granted Pro. */
  'checkout_started',
  'purchase',
] as const;
export type AnalyticsEventName = (typeof analyticsEventNames)[number];

export const analyticsEventSchema = z.object({
  name: z.enum(analyticsEventNames),
  path: z.string().max(2000).optional(),
  props: z.record(z.string(), z.unknown()).optional(),
  ts: z.iso.datetime({ offset: true }),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.object({ events: z.array(analyticsEventSchema).min(1).max(100) });
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
