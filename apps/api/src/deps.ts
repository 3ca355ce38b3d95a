import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AccessTokens } from './lib/access-token';
import type { Lifecycle } from './lib/lifecycle';
import type { RateLimiter } from './lib/rate-limit';
import type { RedisSessionBroadcast } from './lib/session-broadcast';
import type { AppMetrics } from './metrics';
import type { AiWriter } from './modules/ai/writers';
import type { Payments } from './modules/billing/checkout';
import type { Mailer } from './modules/mail/mailer';
import type { CpuWork } from './workers/cpu-work';

/**
 * What the modules need from the outside world: built once by `createDeps` (services.ts) when the
 * server starts, and by each test for itself (test/support/test-app.ts).
 */
export type AppDeps = {
  config: Config;
  database: Database;
  db: Db;
  limiter: RateLimiter;
  accessTokens: AccessTokens;
  mailer: Mailer;
  /** Upload parsing and PDF rendering, off the request thread, in pools with time and per-user limits. */
  cpu: CpuWork;
  /** Writes AI answers: a model through the AI SDK, or the offline writer. */
  writer: AiWriter;
  /** How Pro is bought: Stripe, the demo checkout, or nothing (production without Stripe). */
  payments: Payments;
  /** Serving or draining: what /readyz reports and what long work winds down on. */
  lifecycle: Lifecycle;
  /** With Redis: tells the other instances at once when a sign-in ends. */
  sessionBroadcast: RedisSessionBroadcast | null;
  /** Prometheus metrics (GET /metrics), only when METRICS_TOKEN is set. */
  metrics?: AppMetrics;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
