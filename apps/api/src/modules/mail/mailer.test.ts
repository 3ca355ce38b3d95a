import { describe, expect, it, vi } from 'vitest';
import { type Mail, type Mailer, maskAddress, sendMail } from './mailer';

const mail: Mail = {
  to: 'jane@example.com',
  subject: 'Confirm your email for ResumeCraft',
  text: 'Your code is 123456. Link: https://x.example/api/v1/auth/confirm-email?token=secret-token',
  html: '<p>123456</p>',
};

describe('mail log line', () => {
  it('masks the address', () => {
    expect(maskAddress('jane@example.com')).toBe('j***@example.com');
    expect(maskAddress('broken')).toBe('***');
  });

  it('names the masked address and the subject, never the body with its code and link', async () => {
    const mailer: Mailer = { kind: 'outbox', send: vi.fn(async () => {}), close: async () => {} };
    const log = { info: vi.fn(), error: vi.fn() };
    await sendMail(mailer, log, mail);
    expect(mailer.send).toHaveBeenCalledWith(mail);
    expect(log.info).toHaveBeenCalledWith(
      'mail to j***@example.com: Confirm your email for ResumeCraft (kept in the outbox)',
    );
    const logged = JSON.stringify(log.info.mock.calls);
    expect(logged).not.toContain('123456');
    expect(logged).not.toContain('secret-token');
    expect(logged).not.toContain('jane@');
  });
});
