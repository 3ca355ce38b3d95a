import type { AnalyticsEvent } from '@resume/core';
import type { AppDeps } from '../../deps';
import { enforceRateLimit } from '../../lib/rate-limit-guard';
import { insertEvents } from './repo';

type Deps = Pick<AppDeps, 'db' | 'limiter'>;

/**
 * Stores a batch of product analytics events, signed in or not (`userId` null), within a
 * per-address budget. Returns how many were accepted.
 */
export async function recordEvents(
  deps: Deps,
  userId: string | null,
  clientIp: string,
  events: AnalyticsEvent[],
): Promise<number> {
  await enforceRateLimit(
    deps.limiter,
    `analytics:${clientIp}`,
    { limit: 600, windowMs: 60_000 },
    'Too many analytics events. Please slow down.',
  );
  await insertEvents(deps.db, userId, events);
  return events.length;
}
