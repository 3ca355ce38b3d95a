import type { DependencyHealth } from './dependency-health';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limit';

/** A store other instances share, which can be away (Redis). */
export type SharedRateLimitStore = RateLimitStore & {
  readonly health: DependencyHealth;
  /** Whether to send it anything now; when false, the decision is taken here at once. */
  readonly available: boolean;
};

/** After a failed or timed-out call, the shared store is left alone this long before another try. */
export const RETRY_SHARED_AFTER_MS = 1_000;

/**
 * Rate limits that keep working when the shared store does not: while it is unreachable each
 * decision is taken by this process's own counters (limits then hold per instance, not across
 * them), counted in `health.fallbackDecisions`. No request waits on a store known to be away, and
 * one that stops answering costs at most one command timeout a second.
 */
export class FallbackRateLimitStore implements RateLimitStore {
  private readonly local = new MemoryRateLimitStore();
  private retryAt = 0;

  constructor(private readonly shared: SharedRateLimitStore) {
    // A connection that says it is back is tried at once: the wait is for a store gone quiet.
    shared.health.onChange((up) => {
      if (up) this.retryAt = 0;
    });
  }

  get health(): DependencyHealth {
    return this.shared.health;
  }

  hit(key: string, windowMs: number) {
    return this.decide((store) => store.hit(key, windowMs));
  }

  count(key: string) {
    return this.decide((store) => store.count(key));
  }

  private async decide<T>(call: (store: RateLimitStore) => Promise<T>): Promise<T> {
    if (this.shared.available && Date.now() >= this.retryAt) {
      try {
        const result = await call(this.shared);
        this.health.reportUp();
        return result;
      } catch (error) {
        this.retryAt = Date.now() + RETRY_SHARED_AFTER_MS;
        this.health.reportDown(error instanceof Error ? error.message : String(error));
      }
    }
    this.health.fallbackDecisions += 1;
    return call(this.local);
  }

  async close() {
    await Promise.all([this.shared.close(), this.local.close()]);
  }
}
