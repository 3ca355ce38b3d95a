import { describe, expect, it } from 'vitest';
import { logSerializers, urlWithoutSecrets } from './log-serializers';

describe('request log lines', () => {
  it.each([
    ['/api/v1/auth/confirm-email?token=abc.DEF-123', '/api/v1/auth/confirm-email?token=[redacted]'],
    [
      '/auth/reset-password-verification?x=1&token=s3cret#top',
      '/auth/reset-password-verification?x=1&token=[redacted]#top',
    ],
    ['/start?task_id=42', '/start?task_id=42'],
  ])('%s is logged as %s', (url, logged) => {
    expect(urlWithoutSecrets(url)).toBe(logged);
  });

  it('keep what Fastify logs about a request, minus the secret', () => {
    const line = logSerializers.req({
      method: 'GET',
      url: '/api/v1/auth/confirm-email?token=secret',
      host: 'localhost',
      ip: '127.0.0.1',
      socket: { remotePort: 5000 },
    });
    expect(line).toEqual({
      method: 'GET',
      url: '/api/v1/auth/confirm-email?token=[redacted]',
      version: undefined,
      host: 'localhost',
      remoteAddress: '127.0.0.1',
      remotePort: 5000,
    });
  });
});
