import type { Config } from './config';
import { openDatabase } from './db/client';
import type { AppDeps } from './deps';
import { AccessTokens } from './lib/access-token';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore } from './lib/rate-limit';

/** Connects the adapters the configuration asks for, each with its zero-setup default. */
export async function createDeps(config: Config): Promise<AppDeps> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', ...(config.databaseInMemory ? {} : { dataDir: config.dataDir }) },
  );
  const store = config.redisUrl ? new RedisRateLimitStore(config.redisUrl) : new MemoryRateLimitStore();
  return {
    config,
    database,
    db: database.db,
    limiter: new RateLimiter(store),
    accessTokens: new AccessTokens(config.jwtSecret),
  };
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.limiter.close();
  await deps.database.close();
}
