import { Redis } from 'ioredis';
import type { RateLimitStore } from './rate-limit';

/** The counters every api instance shares when they point at one Redis. */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  }

  async hit(key: string, windowMs: number) {
    const redisKey = `rl:${key}`;
    const [[, count], [, ttl]] = (await this.redis.multi().incr(redisKey).pttl(redisKey).exec()) as [
      [null, number],
      [null, number],
    ];
    if (ttl < 0) {
      await this.redis.pexpire(redisKey, windowMs);
      return { count, resetInMs: windowMs };
    }
    return { count, resetInMs: ttl };
  }

  async close() {
    await this.redis.quit();
  }
}
