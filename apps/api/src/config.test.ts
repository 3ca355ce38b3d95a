import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv, resolveConfig } from './config';

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
});
