// Hand-written rather than @fastify/rate-limit: limits here are keyed per route by user, guest,
// address or e-mail, checked in the services once the body says who is asking, and degrade to
// memory when Redis fails (rate-limit-fallback.ts); the plugin keys one limit per route up front.
import type { DependencyHealth } from './dependency-health';

export type RateDecision = { allowed: boolean; retryAfterSeconds: number };

/** Fixed-window counters; shared by every api instance when they point at one Redis. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The hits in the key's current window (0 when none is open), without counting one. */
  count(key: string): Promise<number>;
  close(): Promise<void>;
  /** The service the counters live in, when they live outside this process. */
  readonly health?: DependencyHealth;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  async hit(key: string, windowMs: number) {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
      this.sweep(now);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async count(key: string) {
    const window = this.windows.get(key);
    return window && window.resetAt > Date.now() ? window.count : 0;
  }

  /** Drops expired windows now and then so the map stays bounded by active clients. */
  private sweep(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }

  async close() {}
}

export type RateRule = { limit: number; windowMs: number };

export class RateLimiter {
  constructor(private readonly store: RateLimitStore) {}

  /** How the shared counters' service (Redis) is, when there is one: /readyz and /metrics say. */
  get health(): DependencyHealth | undefined {
    return this.store.health;
  }

  async check(key: string, rule: RateRule): Promise<RateDecision> {
    const { count, resetInMs } = await this.store.hit(key, rule.windowMs);
    if (count <= rule.limit) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(resetInMs / 1000)) };
  }

  /** How many of the rule's allowance `key` has used in the current window. */
  used(key: string): Promise<number> {
    return this.store.count(key);
  }

  close() {
    return this.store.close();
  }
}
