import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AccessTokens } from './lib/access-token';
import type { RateLimiter } from './lib/rate-limit';
import type { AiWriter } from './modules/ai/writers';
import type { Payments } from './modules/billing/checkout';
import type { Mailer } from './modules/mail/mailer';
import type { CpuWork } from './workers/cpu-work';

/** What the modules need from the outside world; built once in app.ts, replaced in tests. */
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
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
