import type { AnalyticsEvent } from '@resume/core';
import type { AppDeps } from '../../deps';
import { enforceRateLimit } from '../../lib/rate-limit-guard';
import { addressKey } from '../../workers/client-address';
import { insertEvents } from './repo';

type Deps = Pick<AppDeps, 'db' | 'limiter'>;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * Requests one client address may send, a minute and a day. The web app sends a batch at most
 * every 2 s while events come (30 a minute), and one person's busy day is a few hundred: the
 * minute leaves room for a few people behind one address, the day bounds what it can store, at
 * most 1,000 of the largest batches limits.ts allows (about 60 MiB of rows; one address once
 * wrote 57 MiB in 2.4 s).
 */
const PER_MINUTE = 120;
const PER_DAY = 1_000;
const TOO_MANY = 'Too many analytics events from this address. Please slow down.';

/** The budgets, by the key each is counted under (with the address). */
const BUDGETS = [
  { key: 'analytics', limit: PER_MINUTE, windowMs: MINUTE_MS },
  { key: 'analytics-day', limit: PER_DAY, windowMs: DAY_MS },
];

/**
 * Counts a request against its address's budgets; over either, a 429 with Retry-After
 * (docs/http-api.md#rate-limits).
 */
export async function enforceAnalyticsBudget(deps: Pick<AppDeps, 'limiter'>, clientIp: string) {
  const address = addressKey(clientIp);
  for (const { key, ...rule } of BUDGETS) {
    await enforceRateLimit(deps.limiter, `${key}:${address}`, rule, TOO_MANY);
  }
}

/**
 * Stores a batch of product analytics events, signed in or not (`userId` null), already checked
 * against limits.ts and the address's budget. Returns how many were accepted.
 */
export async function recordEvents(
  deps: Deps,
  userId: string | null,
  events: AnalyticsEvent[],
): Promise<number> {
  await insertEvents(deps.db, userId, events);
  return events.length;
}
