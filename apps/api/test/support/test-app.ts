import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type Stripe from 'stripe';
import { inject } from 'vitest';
import { type BuildOptions, buildApp } from '../../src/app';
import {
  aiConfigFrom,
  billingConfigFrom,
  type Config,
  parseEnv,
  type RateLimits,
  rateLimitsFrom,
} from '../../src/config';
import { type Database, openDatabase } from '../../src/db/client';
import type { AppDeps } from '../../src/deps';
import { AccessTokens } from '../../src/lib/access-token';
import { Lifecycle } from '../../src/lib/lifecycle';
import { MemoryRateLimitStore, RateLimiter } from '../../src/lib/rate-limit';
import { createMetrics } from '../../src/metrics';
import { createWriter } from '../../src/modules/ai/writers';
import { createPayments } from '../../src/modules/billing/checkout';
import { createMailer } from '../../src/services';
import { CpuWork, type CpuWorkOptions } from '../../src/workers/cpu-work';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** Config for a test app; rate limits may be overridden one at a time. */
export type TestConfigOverrides = Omit<Partial<Config>, 'rateLimits'> & { rateLimits?: Partial<RateLimits> };

/** The server's own defaults: a test sees the limits a deployment would have. */
const DEFAULTS = parseEnv({});

export function testConfig({ rateLimits, ...overrides }: TestConfigOverrides = {}): Config {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    publicUrl: 'http://localhost:8080',
    dataDir: '/nonexistent',
    // Tests run the cleanup themselves, with a clock they control.
    cleanupIntervalMinutes: 0,
    databaseInMemory: true,
    jwtSecret: TEST_SECRET,
    trustProxy: false,
    logLevel: 'silent',
    mailFrom: DEFAULTS.MAIL_FROM,
    ai: aiConfigFrom(DEFAULTS),
    billing: billingConfigFrom(DEFAULTS),
    ...overrides,
    rateLimits: { ...rateLimitsFrom(DEFAULTS), ...rateLimits },
  };
}

/**
 * A fresh database per test app: an in-memory PGlite from the migrated dump, or, when
 * TEST_DATABASE_URL is set, a new database on that PostgreSQL server (dropped on close).
 */
async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const dump = await readFile(inject('pgliteDumpPath'));
    const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
    return { database, drop: async () => {} };
  }
  const name = `rc_test_${crypto.randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  return {
    database,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export type ApiResponse<T = unknown> = { status: number; headers: Headers; body: T };

export type RequestOptions = {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  raw?: string | Uint8Array;
};

export type TestApp = {
  app: FastifyInstance;
  deps: AppDeps;
  url: string;
  /** A real HTTP request to the running test server; JSON in, JSON (or text) out. */
  request<T = unknown>(path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  close(): Promise<void>;
};

function requester(baseUrl: string) {
  return async <T>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Uint8Array | undefined = options.raw;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${baseUrl}${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
    });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('json');
    return {
      status: response.status,
      headers: response.headers,
      body: (isJson && text ? JSON.parse(text) : text) as T,
    };
  };
}

/** A running test server; mail goes to the outbox unless `smtpUrl` is given. */
export async function createTestApp(
  /** Config overrides, and where the log goes (with a `logLevel`) to read what it says. */
  { logStream, ...overrides }: TestConfigOverrides & BuildOptions = {},
  pool: CpuWorkOptions = { size: 1 },
  /** Where the Stripe SDK sends its calls (a local fake), when the config has Stripe keys. */
  stripeOptions: Stripe.StripeConfig = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const { database, drop } = await freshDatabase();
  const cpu = new CpuWork(pool);
  const deps: AppDeps = {
    config,
    database,
    db: database.db,
    limiter: new RateLimiter(new MemoryRateLimitStore()),
    accessTokens: new AccessTokens(config.jwtSecret),
    mailer: await createMailer(config, database.db),
    cpu,
    writer: await createWriter(config.ai),
    payments: await createPayments(config, stripeOptions),
    lifecycle: new Lifecycle(),
    sessionBroadcast: null,
    metrics: createMetrics(config, { cpu, database }),
  };
  const app = await buildApp(deps, { logStream });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    deps,
    url,
    request: requester(url),
    close: async () => {
      await app.close();
      await deps.mailer.close();
      await deps.cpu.close();
      await database.close();
      await drop();
    },
  };
}
