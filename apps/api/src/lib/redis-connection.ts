import { Redis, type RedisOptions } from 'ioredis';

/** How long a request waits on Redis before this instance goes on without it. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 1_000;
/** The longest pause between two attempts to reconnect: Redis is used again soon after it is back. */
const RECONNECT_MAX_MS = 1_000;

/**
 * A Redis connection that fails fast while Redis is away and reconnects by itself for as long as
 * it takes. Its owner decides what to do without it; nothing here logs (a dead Redis would
 * otherwise print an error at every reconnection attempt).
 */
export function openRedis(url: string, options: RedisOptions = {}): Redis {
  const redis = new Redis(url, {
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // A command cut off by a lost connection has already failed (and been decided without Redis):
    // sent again after the reconnection, it would count twice.
    autoResendUnfulfilledCommands: false,
    retryStrategy: (attempt) => Math.min(attempt * 100, RECONNECT_MAX_MS),
    ...options,
  });
  redis.on('error', () => {});
  return redis;
}

/** Closes politely when Redis answers, at once when it does not: a shutdown never waits on it. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    try {
      await redis.quit();
      return;
    } catch {
      // Not answering after all: dropped below.
    }
  }
  redis.disconnect();
}
