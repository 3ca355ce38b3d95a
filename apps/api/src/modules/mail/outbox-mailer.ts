import type { Db } from '../../db/client';
import type { Mail, Mailer } from './mailer';
import { insertOutboxMail } from './outbox-repo';

/** The zero-setup default: mail is kept in the database (readable at /dev/mailbox outside production). */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox';

  constructor(private readonly db: Db) {}

  send(mail: Mail): Promise<void> {
    return insertOutboxMail(this.db, mail);
  }

  async close(): Promise<void> {}
}
