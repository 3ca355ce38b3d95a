import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const optionalUrl = z.url().optional();

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
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_GUEST_PER_HOUR: z.coerce.number().int().positive().default(300),
  WEB_DIST_DIR: z.string().optional(),
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
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  rateLimits: { guestPerHour: number };
  webDistDir?: string;
};

export class ConfigError extends Error {}

/** Parses the environment; each bad value is named in the message so start-up says what to fix. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** Production refuses to start without the secrets that local mode may generate for itself. */
export function assertProductionReady(env: Env): void {
  if (env.NODE_ENV !== 'production') return;
  const missing = (['JWT_SECRET', 'PUBLIC_URL'] as const).filter((k) => !env[k]);
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((k) => `  ${k}: required when NODE_ENV=production`).join('\n')}`,
    );
  }
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
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    rateLimits: { guestPerHour: env.RATE_LIMIT_GUEST_PER_HOUR },
    webDistDir: env.WEB_DIST_DIR,
  };
}
