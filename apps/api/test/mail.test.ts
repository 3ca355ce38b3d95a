import type { AddressInfo } from 'node:net';
import type { User } from '@resume/core';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema';
import { codeIn, mailTo, signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

type Received = { from: string; to: string[]; subject: string; text: string; html: string };

/** A real SMTP server on a free port that keeps what it receives. */
async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const mail = await PostalMime.parse(Buffer.concat(chunks));
        received.push({
          from: mail.from?.address ?? '',
          to: (mail.to ?? []).map((a) => a.address ?? ''),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: mail.html ?? '',
        });
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((done) => server.close(() => done())) };
}

describe('mail over SMTP (SMTP_URL set)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      mailFrom: 'ResumeCraft <accounts@resumes.example>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the sign-up code through the server; the code confirms the email', async () => {
    const { email } = await signUp(t);
    await expect.poll(() => smtp.received.length).toBe(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ from: 'accounts@resumes.example', to: [email] });
    expect(mail?.subject).toBe('Confirm your email for ResumeCraft');
    expect(mail?.html).toContain(codeIn(mail!));
    const res = await t.request<User>('/api/v1/auth/verify-email', { body: { email, code: codeIn(mail!) } });
    expect(res.status).toBe(200);
    expect(res.body.is_verified).toBe(true);
  });

  it('keeps nothing in the outbox and has no /dev/mailbox', async () => {
    expect(await t.deps.db.select().from(outbox)).toEqual([]);
    expect((await t.request('/dev/mailbox.json')).status).toBe(404);
    expect((await t.request('/dev/mailbox')).status).toBe(404);
  });
});

describe('mail to the outbox (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('/dev/mailbox.json lists the outbox newest first', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    await mailTo(t, second.email);
    const res =
      await t.request<{ to: string; subject: string; text: string; html: string; created_at: string }[]>(
        '/dev/mailbox.json',
      );
    expect(res.status).toBe(200);
    expect(res.body.map((m) => m.to)).toEqual([second.email, first.email]);
    expect(res.body[0]).toEqual({
      to: second.email,
      subject: 'Confirm your email for ResumeCraft',
      text: expect.stringMatching(/\b\d{6}\b/),
      html: expect.stringContaining('<html>'),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
  });

  it('/dev/mailbox shows the same mail as a page with clickable links', async () => {
    const { email } = await signUp(t);
    const res = await t.request<string>('/dev/mailbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.body).toContain(`To ${email}`);
    expect(res.body).toMatch(
      /<a href="http:\/\/localhost:8080\/api\/v1\/auth\/confirm-email\?token=[\w-]+">/,
    );
  });
});

describe('the mailbox in production', () => {
  it('is never served, even if mail went to the outbox', async () => {
    const t = await createTestApp({ env: 'production' });
    try {
      expect((await t.request('/dev/mailbox.json')).status).toBe(404);
      expect((await t.request('/dev/mailbox')).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
