import type { Config } from './config';
import { type DatabaseOptions, type Db, openDatabase } from './db/client';
import type { AppDeps } from './deps';
import { AccessTokens, type SessionCache } from './lib/access-token';
import { Lifecycle } from './lib/lifecycle';
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore } from './lib/rate-limit';
import type { RedisSessionBroadcast } from './lib/session-broadcast';
import { createMetrics } from './metrics';
import { createWriter } from './modules/ai/writers';
import { createPayments } from './modules/billing/checkout';
import type { Mailer } from './modules/mail/mailer';
import { OutboxMailer } from './modules/mail/outbox-mailer';
import { CpuWork } from './workers/cpu-work';

/** Connects the adapters the configuration asks for, each with its zero-setup default. */
export async function createDeps(config: Config): Promise<AppDeps> {
  const database = await openDatabase(databaseOptions(config));
  const cpu = new CpuWork({ size: config.workerPoolSize });
  const accessTokens = new AccessTokens(config.jwtSecret);
  const { store, sessionBroadcast } = await createSharedState(config.redisUrl, accessTokens.sessions);
  const limiter = new RateLimiter(store);
  return {
    config,
    database,
    db: database.db,
    limiter,
    accessTokens,
    sessionBroadcast,
    mailer: await createMailer(config, database.db),
    cpu,
    writer: await createWriter(config.ai),
    payments: await createPayments(config),
    lifecycle: new Lifecycle(),
    metrics: createMetrics(config, { cpu, database, redis: limiter.health }),
  };
}

/**
 * Where rate-limit counters live and how an ended sign-in reaches the other instances: Redis when
 * configured (with this process's memory deciding while Redis is unreachable); else this process's
 * memory, with no other instance to tell. ioredis loads only then.
 */
async function createSharedState(
  redisUrl: string | undefined,
  sessions: SessionCache,
): Promise<{ store: RateLimitStore; sessionBroadcast: RedisSessionBroadcast | null }> {
  if (!redisUrl) return { store: new MemoryRateLimitStore(), sessionBroadcast: null };
  const [{ RedisRateLimitStore }, { FallbackRateLimitStore }, { RedisSessionBroadcast }] = await Promise.all([
    import('./lib/redis-rate-limit-store'),
    import('./lib/rate-limit-fallback'),
    import('./lib/session-broadcast'),
  ]);
  const store = new FallbackRateLimitStore(new RedisRateLimitStore(redisUrl));
  const sessionBroadcast = new RedisSessionBroadcast(redisUrl, sessions);
  await sessionBroadcast.ready();
  return { store, sessionBroadcast };
}

/** The server's database; the admin command line opens the same one. */
export function databaseOptions(
  config: Pick<Config, 'databaseUrl' | 'databaseInMemory' | 'dataDir'>,
): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', ...(config.databaseInMemory ? {} : { dataDir: config.dataDir }) };
}

/** SMTP when configured (nodemailer loads only then); otherwise the outbox table. */
export async function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, db: Db): Promise<Mailer> {
  if (!config.smtpUrl) return new OutboxMailer(db);
  const { SmtpMailer } = await import('./modules/mail/smtp-mailer');
  return new SmtpMailer(config.smtpUrl, config.mailFrom);
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.cpu.close();
  await deps.mailer.close();
  await deps.limiter.close();
  await deps.sessionBroadcast?.close();
  await deps.database.close();
}
