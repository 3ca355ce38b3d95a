import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AccessTokens } from './lib/access-token';
import type { RateLimiter } from './lib/rate-limit';

/** What the modules need from the outside world; built once in app.ts, replaced in tests. */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  limiter: RateLimiter;
  accessTokens: AccessTokens;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
