import { describe, expect, it } from 'vitest';
import {
  aiConfigFrom,
  billingConfigFrom,
  ConfigError,
  parseEnv,
  rateLimitsFrom,
  resolveConfig,
} from './config';

describe('configuration', () => {
  it('has zero-setup defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(8080);
    expect(env.DATA_DIR).toBe('./.data');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names each bad variable', () => {
    expect(() => parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrowError(
      /PORT: .*\n.*DATABASE_URL: must be a postgres:\/\/ connection string/,
    );
  });

  it('production demands its own JWT secret', async () => {
    await expect(resolveConfig(parseEnv({ NODE_ENV: 'production' }))).rejects.toThrowError(ConfigError);
    await expect(resolveConfig(parseEnv({ NODE_ENV: 'production' }))).rejects.toThrowError(
      /JWT_SECRET: required/,
    );
  });

  it('production refuses to start without SMTP, naming the variable', async () => {
    const env = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://resumes.example',
    } as const;
    await expect(resolveConfig(parseEnv(env))).rejects.toThrowError(
      /SMTP_URL: required when NODE_ENV=production/,
    );
  });

  it('reads the mail settings and the abuse limits', () => {
    const env = parseEnv({ SMTP_URL: 'smtp://mail:25', RATE_LIMIT_LOGIN_PER_MINUTE: '7' });
    expect(env.MAIL_FROM).toBe('ResumeCraft <no-reply@localhost>');
    expect(rateLimitsFrom(env)).toMatchObject({
      loginPerMinute: 7,
      loginPerMinutePerEmail: 10,
      resendSeconds: 60,
    });
    expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrowError(/SMTP_URL: must be an smtp/);
  });

  it('writes AI answers offline unless a provider is configured, with 20 s / 60 s limits and 5 s to wind down', () => {
    expect(aiConfigFrom(parseEnv({}))).toEqual({
      provider: 'offline',
      firstChunkTimeoutMs: 20_000,
      timeoutMs: 60_000,
      shutdownGraceMs: 5_000,
    });
    expect(rateLimitsFrom(parseEnv({})).aiPerMinute).toBe(30);
  });

  it('names what a configured AI provider is missing', () => {
    expect(() => aiConfigFrom(parseEnv({ AI_PROVIDER: 'openai' }))).toThrowError(
      /AI_MODEL: required when AI_PROVIDER=openai\n.*AI_API_KEY: required/,
    );
    expect(() =>
      aiConfigFrom(parseEnv({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3.1' })),
    ).toThrowError(/AI_BASE_URL: required when AI_PROVIDER=openai-compatible/);
    expect(() => parseEnv({ AI_PROVIDER: 'skynet' })).toThrowError(/AI_PROVIDER/);
    const ollama = parseEnv({
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'llama3.1',
      AI_BASE_URL: 'http://localhost:11434/v1',
    });
    expect(aiConfigFrom(ollama)).toMatchObject({ provider: 'openai-compatible', apiKey: undefined });
  });

  it('takes demo payments locally, Stripe when both keys are set, and none in production without them', () => {
    expect(billingConfigFrom(parseEnv({}))).toEqual({
      demoCheckout: true,
      offeredPlanIds: ['pro_3m'],
      supportEmail: 'support@localhost',
    });
    expect(billingConfigFrom(parseEnv({ NODE_ENV: 'production' })).demoCheckout).toBe(false);
    const stripe = parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    expect(billingConfigFrom(stripe)).toMatchObject({
      stripe: { secretKey: 'sk_test_1', webhookSecret: 'whsec_1' },
      demoCheckout: false,
    });
    expect(() => billingConfigFrom(parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1' }))).toThrowError(
      /STRIPE_WEBHOOK_SECRET: required with the other Stripe setting/,
    );
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: 'nope' })).toThrowError(/STRIPE_WEBHOOK_SECRET: must be/);
    expect(billingConfigFrom(parseEnv({ BILLING_PLANS: 'pro_3m, pro_yearly' })).offeredPlanIds).toEqual([
      'pro_3m',
      'pro_yearly',
    ]);
    expect(() => parseEnv({ BILLING_PLANS: 'gold' })).toThrowError(/BILLING_PLANS: must name plans/);
  });
});
