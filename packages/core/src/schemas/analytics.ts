import { z } from 'zod';
import { isStorableText, storableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text';

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

/** Props are small records; the bound also keeps the walk below (and storing them) off deep recursion. */
const PROPS_MAX_DEPTH = 10;

type Issue = { path: (string | number)[]; message: string };

/** The first thing in props that cannot be stored: a key or string with NUL or a lone surrogate, or too deep. */
function propsIssue(value: unknown, path: (string | number)[] = []): Issue | undefined {
  if (typeof value === 'string')
    return isStorableText(value) ? undefined : { path, message: UNSTORABLE_TEXT_MESSAGE };
  if (typeof value !== 'object' || value === null) return undefined;
  if (path.length >= PROPS_MAX_DEPTH)
    return { path, message: `Props nest at most ${PROPS_MAX_DEPTH} levels` };
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, Array.isArray(value) ? Number(key) : key];
    const issue = isStorableText(key) ? propsIssue(item, at) : { path: at, message: UNSTORABLE_TEXT_MESSAGE };
    if (issue) return issue;
  }
  return undefined;
}

/** Free-form props are stored as JSON: every key and string in them must be storable too. */
const propsSchema = z.record(z.string(), z.unknown()).superRefine((props, ctx) => {
  const issue = propsIssue(props);
  if (issue) ctx.addIssue({ code: 'custom', ...issue });
});

export const analyticsEventSchema = z.object({
  name: z.enum(analyticsEventNames),
  path: storableText(2000).optional(),
  props: propsSchema.optional(),
  ts: z.iso.datetime({ offset: true }),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z.object({ events: z.array(analyticsEventSchema).min(1).max(100) });
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;
