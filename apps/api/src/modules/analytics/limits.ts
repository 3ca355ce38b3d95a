import { analyticsEventSchema, storableText } from '@resume/core';
import { z } from 'zod';

/**
 * What one POST /analytics/events may hold. Anyone may send events, signed in or not, and every
 * accepted one is a row kept for ANALYTICS_RETENTION_DAYS: these bounds, with the per-address
 * budget in service.ts, keep what one address can store small. The web app sends a page's path,
 * a few props and at most 20 events at a time; a batch within every bound below fits in the body
 * limit, so a larger body is always one past a bound.
 */
export const ANALYTICS_LIMITS = {
  eventsPerBatch: 20,
  pathChars: 512,
  propsKeys: 20,
  propsBytes: 2048,
  bodyBytes: 64 * 1024,
} as const;

const { eventsPerBatch, pathChars, propsKeys, propsBytes } = ANALYTICS_LIMITS;

/** Props as stored (JSON), in bytes; null when too deep to write out (core refuses those already). */
function jsonBytes(props: Record<string, unknown>): number | null {
  try {
    return Buffer.byteLength(JSON.stringify(props));
  } catch {
    return null;
  }
}

/** Core's props (storable, at most 10 levels deep), with at most `propsKeys` keys and `propsBytes` of JSON. */
const boundedProps = analyticsEventSchema.shape.props.unwrap().superRefine((props, ctx) => {
  if (Object.keys(props).length > propsKeys) {
    ctx.addIssue({ code: 'custom', message: `An event has at most ${propsKeys} props` });
  } else if ((jsonBytes(props) ?? 0) > propsBytes) {
    ctx.addIssue({ code: 'custom', message: `An event's props take at most ${propsBytes} bytes as JSON` });
  }
});

/** Core's event (its name one of `analyticsEventNames`), its path and props bounded. */
export const boundedEventSchema = analyticsEventSchema.extend({
  path: storableText(pathChars).optional(),
  props: boundedProps.optional(),
});

export const boundedBatchSchema = z.object({
  events: z
    .array(boundedEventSchema)
    .min(1)
    .max(eventsPerBatch, `At most ${eventsPerBatch} events per request`),
});
