import type { FastifyBaseLogger } from 'fastify';

export type Mail = { to: string; subject: string; text: string; html: string };

/** Where mail goes: an SMTP server, or the local outbox when none is configured. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

export type MailLog = Pick<FastifyBaseLogger, 'info' | 'error'>;

/** `jane@example.com` → `j***@example.com`: enough to follow a delivery, not to harvest addresses. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}

/**
 * Sends and logs one line per message. The line names the masked address and the subject only:
 * codes and links live in the body, which never reaches the log.
 */
export async function sendMail(mailer: Mailer, log: MailLog, mail: Mail): Promise<void> {
  await mailer.send(mail);
  const where = mailer.kind === 'outbox' ? ' (kept in the outbox)' : '';
  log.info(`mail to ${maskAddress(mail.to)}: ${mail.subject}${where}`);
}

/**
 * Sends without making the caller wait. Public endpoints that must not reveal whether an address
 * has an account use this, so their answer takes the same time either way.
 */
export function sendMailInBackground(mailer: Mailer, log: MailLog, mail: Mail): void {
  sendMail(mailer, log, mail).catch((error: unknown) => {
    log.error({ err: error }, `mail to ${maskAddress(mail.to)} failed: ${mail.subject}`);
  });
}
