import { HttpError } from './http-error';
import type { RateLimiter, RateRule } from './rate-limit';

/**
 * Throws the 429 of docs/http-api.md#rate-limits (`Retry-After` and `{detail: {msg, retry_after}}`) once
 * `key` is over `rule`.
 */
export async function enforceRateLimit(limiter: RateLimiter, key: string, rule: RateRule, msg: string) {
  const decision = await limiter.check(key, rule);
  if (decision.allowed) return;
  throw new HttpError(
    429,
    { msg, retry_after: decision.retryAfterSeconds },
    { 'retry-after': String(decision.retryAfterSeconds) },
  );
}
