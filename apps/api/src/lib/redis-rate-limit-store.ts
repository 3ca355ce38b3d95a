import type { Redis } from 'ioredis';
import { DependencyHealth } from './dependency-health';
import type { RateLimitStore } from './rate-limit';
import { closeRedis, openRedis } from './redis-connection';

/**
 * The counters every api instance shares when they point at one Redis. It fails fast when Redis
 * is away (FallbackRateLimitStore then decides in this process) and says how Redis is through
 * `health`: down when the connection drops or a command fails, up again once it is back.
 */
export class RedisRateLimitStore implements RateLimitStore {
  readonly health = new DependencyHealth('redis');
  private readonly redis: Redis;
  private lastError = 'connection closed';
  private closing = false;

  constructor(url: string) {
    this.redis = openRedis(url);
    this.redis.on('error', (error: Error) => {
      this.lastError = error.message;
    });
    this.redis.on('ready', () => this.health.reportUp());
    this.redis.on('close', () => {
      if (!this.closing) this.health.reportDown(this.lastError);
    });
  }

  /**
   * Whether a command may be sent now: connected, or still connecting for the first time (the
   * command then waits for the connection, within the command timeout).
   */
  get available(): boolean {
    const { status } = this.redis;
    return status === 'ready' || (this.health.up && (status === 'connecting' || status === 'connect'));
  }

  async hit(key: string, windowMs: number) {
    const redisKey = `rl:${key}`;
    // One round trip: the window starts (with its expiry) on the first hit, then counts.
    const replies = await this.redis
      .multi()
      .set(redisKey, 0, 'PX', windowMs, 'NX')
      .incr(redisKey)
      .pttl(redisKey)
      .exec();
    if (!replies) throw new Error('Redis transaction discarded');
    const failed = replies.find(([error]) => error);
    if (failed) throw failed[0];
    const count = replies[1]![1] as number;
    const ttl = replies[2]![1] as number;
    // A counter left without an expiry (by an older version, in two steps) would never reset.
    if (ttl < 0) await this.redis.pexpire(redisKey, windowMs);
    return { count, resetInMs: ttl > 0 ? ttl : windowMs };
  }

  async count(key: string) {
    return Number(await this.redis.get(`rl:${key}`)) || 0;
  }

  async close() {
    this.closing = true;
    await closeRedis(this.redis);
  }
}
