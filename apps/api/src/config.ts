import { findPlan, LIMITS, PLANS, PRODUCT_NAME } from '@resume/core';
import { z } from 'zod';
import { type TrustProxy, trustProxySchema } from './lib/trust-proxy';

/** How long analytics events are kept unless ANALYTICS_RETENTION_DAYS says otherwise. */
export const DEFAULT_ANALYTICS_RETENTION_DAYS = 180;

const optionalUrl = z.url().optional();

/** How Pro is bought: Stripe Checkout when configured, else the demo checkout (never in production). */
export type BillingConfig = {
  stripe?: { secretKey: string; webhookSecret: string };
  /** Without Stripe, the built-in demo checkout takes "payments" (local mode only). */
  demoCheckout: boolean;
  offeredPlanIds: string[];
  supportEmail: string;
};

/** Who writes AI answers: the built-in offline writer, or a model through the AI SDK. */
export const aiProviders = ['offline', 'openai', 'openai-compatible', 'anthropic', 'google'] as const;
export type AiProvider = (typeof aiProviders)[number];

/** The model behind the AI endpoints, and how long one answer may take. */
export type AiConfig = {
  provider: AiProvider;
  model?: string;
  apiKey?: string;
  baseUrl?: string;
  /** The model must send its first words within this time… */
  firstChunkTimeoutMs: number;
  /** …and its whole answer within this one; otherwise the request fails and the credit comes back. */
  timeoutMs: number;
  /** When the server stops, an answer still streaming gets this long to finish, then ends refunded. */
  shutdownGraceMs: number;
};

/** Every environment variable the server reads; `.env.example` mirrors this list. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_API_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /** Turns on GET /metrics (Prometheus), which then wants this bearer. */
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /** Which proxies' X-Forwarded-For to believe: lib/trust-proxy.ts lists the values. */
  TRUST_PROXY: trustProxySchema.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_GUEST_PER_HOUR: z.coerce.number().int().positive().default(300),
  RATE_LIMIT_SIGNUP_PER_HOUR: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_LOGIN_PER_MINUTE_PER_EMAIL: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_CODE_TRIES: z.coerce.number().int().positive().default(LIMITS.verificationCodeMaxTries),
  RATE_LIMIT_RESEND_SECONDS: z.coerce.number().int().positive().default(LIMITS.resendCooldownSeconds),
  RATE_LIMIT_RESET_PER_HOUR_PER_EMAIL: z.coerce.number().int().positive().default(5),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default(`${PRODUCT_NAME} <no-reply@localhost>`),
  WEB_DIST_DIR: z.string().optional(),
  WORKER_POOL_SIZE: z.coerce.number().int().min(1).max(64).optional(),
  CLEANUP_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /** Days analytics events are kept; the scheduled cleanup deletes older ones. */
  ANALYTICS_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(36_500)
    .default(DEFAULT_ANALYTICS_RETENTION_DAYS),
  AI_PROVIDER: z.enum(aiProviders).default('offline'),
  AI_MODEL: z.string().max(200).optional(),
  AI_API_KEY: z.string().optional(),
  AI_BASE_URL: optionalUrl,
  AI_FIRST_CHUNK_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  AI_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(8_000).default(5_000),
  RATE_LIMIT_AI_PER_MINUTE: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_GUEST_AI_PER_DAY: z.coerce.number().int().positive().default(LIMITS.freeAiCredits),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_…)')
    .optional(),
  /** Plan ids offered to buyers, comma-separated; default: the catalogue's enabled plans. */
  BILLING_PLANS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .refine(
      (ids) => ids.every((id) => findPlan(id)),
      `must name plans from the catalogue: ${PLANS.map((p) => p.id).join(', ')}`,
    )
    .optional(),
  SUPPORT_EMAIL: z.email().default('support@localhost'),
});
export type Env = z.infer<typeof envSchema>;

export type Config = {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  /** Embedded database kept in memory (tests). */
  databaseInMemory: boolean;
  redisUrl?: string;
  jwtSecret: string;
  adminApiToken?: string;
  /** GET /metrics answers only when set, and only to `Authorization: Bearer <metricsToken>`. */
  metricsToken?: string;
  trustProxy: TrustProxy;
  logLevel: Env['LOG_LEVEL'];
  rateLimits: RateLimits;
  /** Mail goes out over SMTP when set; otherwise it is kept in the outbox table. */
  smtpUrl?: string;
  mailFrom: string;
  webDistDir?: string;
  /** Worker threads for parsing and rendering; default: one less than the CPU count (at least 1). */
  workerPoolSize?: number;
  /** How often expired guests, tokens, codes and outbox mail are removed; 0 turns it off. */
  cleanupIntervalMinutes: number;
  /** Analytics events older than this many days are deleted by the cleanup (default 180). */
  analyticsRetentionDays?: number;
  /** The longest reading one upload may take (default 15 s); tests shorten it. */
  uploadReadTimeoutMs?: number;
  /** The longest rendering one PDF export may take (default EXPORT_RENDER_TIMEOUT_MS, 15 s); tests shorten it. */
  exportRenderTimeoutMs?: number;
  ai: AiConfig;
  billing: BillingConfig;
};

/** Abuse limits (docs/http-api.md#rate-limits), all in one place; each is an environment variable. */
export type RateLimits = {
  guestPerHour: number;
  signupPerHour: number;
  loginPerMinute: number;
  loginPerMinutePerEmail: number;
  /** Checks one emailed code survives; then it is dead. */
  codeTries: number;
  /** One code email per address per this many seconds. */
  resendSeconds: number;
  resetPerHourPerEmail: number;
  aiPerMinute: number;
  /** AI answers a day for all the guests of one client address together (docs/product.md#credits). */
  guestAiPerAddressPerDay: number;
};

export function rateLimitsFrom(env: Env): RateLimits {
  return {
    guestPerHour: env.RATE_LIMIT_GUEST_PER_HOUR,
    signupPerHour: env.RATE_LIMIT_SIGNUP_PER_HOUR,
    loginPerMinute: env.RATE_LIMIT_LOGIN_PER_MINUTE,
    loginPerMinutePerEmail: env.RATE_LIMIT_LOGIN_PER_MINUTE_PER_EMAIL,
    codeTries: env.RATE_LIMIT_CODE_TRIES,
    resendSeconds: env.RATE_LIMIT_RESEND_SECONDS,
    resetPerHourPerEmail: env.RATE_LIMIT_RESET_PER_HOUR_PER_EMAIL,
    aiPerMinute: env.RATE_LIMIT_AI_PER_MINUTE,
    guestAiPerAddressPerDay: env.RATE_LIMIT_GUEST_AI_PER_DAY,
  };
}

export class ConfigError extends Error {}

/** Parses the environment; each bad value is named in the message so start-up says what to fix. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/**
 * Production refuses to start without the secrets that local mode may generate for itself, and
 * without SMTP: the outbox would keep everyone's codes where only the server can read them.
 */
export function assertProductionReady(env: Env): void {
  if (env.NODE_ENV !== 'production') return;
  const missing = (['JWT_SECRET', 'PUBLIC_URL', 'SMTP_URL'] as const).filter((k) => !env[k]);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((k) => `  ${k}: required when NODE_ENV=production`).join('\n')}`,
    );
  }
}

/** What each provider cannot work without; a missing one is named at start-up. */
const AI_REQUIRED: Record<AiProvider, readonly ('AI_MODEL' | 'AI_API_KEY' | 'AI_BASE_URL')[]> = {
  offline: [],
  openai: ['AI_MODEL', 'AI_API_KEY'],
  anthropic: ['AI_MODEL', 'AI_API_KEY'],
  google: ['AI_MODEL', 'AI_API_KEY'],
  // Local servers (Ollama, vLLM, LM Studio, llama.cpp) usually need no key.
  'openai-compatible': ['AI_MODEL', 'AI_BASE_URL'],
};

export function aiConfigFrom(env: Env): AiConfig {
  const missing = AI_REQUIRED[env.AI_PROVIDER].filter((k) => !env[k]);
  if (missing.length > 0) {
    const lines = missing.map((k) => `  ${k}: required when AI_PROVIDER=${env.AI_PROVIDER}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    provider: env.AI_PROVIDER,
    model: env.AI_MODEL,
    apiKey: env.AI_API_KEY,
    baseUrl: env.AI_BASE_URL,
    firstChunkTimeoutMs: env.AI_FIRST_CHUNK_TIMEOUT_MS,
    timeoutMs: env.AI_TIMEOUT_MS,
    shutdownGraceMs: env.AI_SHUTDOWN_GRACE_MS,
  };
}

export function billingConfigFrom(env: Env): BillingConfig {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = env;
  if (Boolean(secretKey) !== Boolean(webhookSecret)) {
    const missing = secretKey ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    throw new ConfigError(`Invalid configuration:\n  ${missing}: required with the other Stripe setting`);
  }
  return {
    ...(secretKey && webhookSecret ? { stripe: { secretKey, webhookSecret } } : {}),
    demoCheckout: !secretKey && env.NODE_ENV !== 'production',
    offeredPlanIds: env.BILLING_PLANS ?? PLANS.filter((p) => p.enabled).map((p) => p.id),
    supportEmail: env.SUPPORT_EMAIL,
  };
}

/** Turns a validated environment into the server's configuration. */
export async function resolveConfig(env: Env): Promise<Config> {
  assertProductionReady(env);
  const { loadLocalSecrets } = await import('./local-secrets');
  const jwtSecret = env.JWT_SECRET ?? (await loadLocalSecrets(env.DATA_DIR)).jwt_secret;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    databaseInMemory: false,
    redisUrl: env.REDIS_URL,
    jwtSecret,
    adminApiToken: env.ADMIN_API_TOKEN,
    metricsToken: env.METRICS_TOKEN,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    rateLimits: rateLimitsFrom(env),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    webDistDir: env.WEB_DIST_DIR,
    workerPoolSize: env.WORKER_POOL_SIZE,
    cleanupIntervalMinutes: env.CLEANUP_INTERVAL_MINUTES,
    analyticsRetentionDays: env.ANALYTICS_RETENTION_DAYS,
    ai: aiConfigFrom(env),
    billing: billingConfigFrom(env),
  };
}
