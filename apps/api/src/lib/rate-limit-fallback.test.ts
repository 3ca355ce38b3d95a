import { afterEach, describe, expect, it, vi } from 'vitest';
import { DependencyHealth } from './dependency-health';
import { MemoryRateLimitStore, RateLimiter } from './rate-limit';
import {
  FallbackRateLimitStore,
  RETRY_SHARED_AFTER_MS,
  type SharedRateLimitStore,
} from './rate-limit-fallback';

/** A shared store that can be switched off: it then fails each call, as a dead Redis does. */
class SwitchableStore extends MemoryRateLimitStore implements SharedRateLimitStore {
  readonly health = new DependencyHealth('redis');
  available = true;
  reachable = true;
  calls = 0;

  override async hit(key: string, windowMs: number) {
    this.calls += 1;
    if (!this.reachable) throw new Error('Command timed out');
    return super.hit(key, windowMs);
  }
}

const rule = { limit: 3, windowMs: 60_000 };

afterEach(() => {
  vi.useRealTimers();
});

describe('rate limits while the shared store is away', () => {
  it('decide in this process, still limiting, and count each such decision', async () => {
    const shared = new SwitchableStore();
    const limiter = new RateLimiter(new FallbackRateLimitStore(shared));
    shared.reachable = false;
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push((await limiter.check('login:a@example.com', rule)).allowed);
    expect(decisions).toEqual([true, true, true, false]);
    expect(limiter.health?.up).toBe(false);
    expect(limiter.health?.fallbackDecisions).toBe(4);
  });

  it('tell the outage once and the return once, however many requests it touches', async () => {
    vi.useFakeTimers({ now: 0 });
    const shared = new SwitchableStore();
    const limiter = new RateLimiter(new FallbackRateLimitStore(shared));
    const changes: [boolean, string | undefined][] = [];
    shared.health.onChange((up, reason) => changes.push([up, reason]));

    shared.reachable = false;
    for (let i = 0; i < 20; i++) await limiter.check(`guest:${i}`, rule);
    // One failed call; then the store is left alone for a while instead of being waited on again.
    expect(shared.calls).toBe(1);

    shared.reachable = true;
    vi.setSystemTime(RETRY_SHARED_AFTER_MS);
    for (let i = 0; i < 20; i++) await limiter.check(`guest:${i}`, rule);
    expect(changes).toEqual([
      [false, 'Command timed out'],
      [true, undefined],
    ]);
    expect(shared.calls).toBe(21);
    expect(limiter.health?.fallbackDecisions).toBe(20);
  });

  it('try the store again at once when its connection says it is back, not after the wait', async () => {
    vi.useFakeTimers({ now: 0 });
    const shared = new SwitchableStore();
    const limiter = new RateLimiter(new FallbackRateLimitStore(shared));
    shared.reachable = false;
    await limiter.check('guest:a', rule);
    shared.reachable = true;
    shared.health.reportUp();
    await limiter.check('guest:b', rule);
    expect(shared.calls).toBe(2);
    expect(limiter.health?.fallbackDecisions).toBe(1);
  });

  it('never waits on a store known to be unavailable (a dropped connection)', async () => {
    const shared = new SwitchableStore();
    const limiter = new RateLimiter(new FallbackRateLimitStore(shared));
    shared.available = false;
    expect((await limiter.check('ai:user', rule)).allowed).toBe(true);
    expect(shared.calls).toBe(0);
    expect(limiter.health?.fallbackDecisions).toBe(1);
  });

  it('without Redis there is nothing to report', () => {
    expect(new RateLimiter(new MemoryRateLimitStore()).health).toBeUndefined();
  });
});
