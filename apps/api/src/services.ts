import type { Config } from './config';
import { type DatabaseOptions, type Db, openDatabase } from './db/client';
import type { AppDeps } from './deps';
import { AccessTokens } from './lib/access-token';
import { Lifecycle } from './lib/lifecycle';
import { createMetrics } from './lib/metrics';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore } from './lib/rate-limit';
import { RedisSessionBroadcast } from './lib/session-broadcast';
import { createWriter } from './modules/ai/writers';
import { createPayments } from './modules/billing/checkout';
import type { Mailer } from './modules/mail/mailer';
import { OutboxMailer } from './modules/mail/outbox-mailer';
import { SmtpMailer } from './modules/mail/smtp-mailer';
import { CpuWork } from './workers/cpu-work';

/** Connects the adapters the configuration asks for, each with its zero-setup default. */
export async function createDeps(config: Config): Promise<AppDeps> {
  const database = await openDatabase(databaseOptions(config));
  const cpu = new CpuWork({ size: config.workerPoolSize });
  const store = config.redisUrl ? new RedisRateLimitStore(config.redisUrl) : new MemoryRateLimitStore();
  const accessTokens = new AccessTokens(config.jwtSecret);
  const sessionBroadcast = config.redisUrl
    ? new RedisSessionBroadcast(config.redisUrl, accessTokens.sessions)
    : null;
  await sessionBroadcast?.ready();
  return {
    config,
    database,
    db: database.db,
    limiter: new RateLimiter(store),
    accessTokens,
    sessionBroadcast,
    mailer: createMailer(config, database.db),
    cpu,
    writer: createWriter(config.ai),
    payments: createPayments(config),
    lifecycle: new Lifecycle(),
    metrics: createMetrics(config, { cpu, database }),
  };
}

/** The server's database; the admin command line opens the same one. */
export function databaseOptions(
  config: Pick<Config, 'databaseUrl' | 'databaseInMemory' | 'dataDir'>,
): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', ...(config.databaseInMemory ? {} : { dataDir: config.dataDir }) };
}

/** SMTP when configured; otherwise the outbox table. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Db): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new OutboxMailer(db);
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.cpu.close();
  await deps.mailer.close();
  await deps.limiter.close();
  await deps.sessionBroadcast?.close();
  await deps.database.close();
}
