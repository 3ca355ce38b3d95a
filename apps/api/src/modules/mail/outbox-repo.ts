import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Mail } from './mailer';

export type OutboxRow = typeof outbox.$inferSelect;

export async function insertOutboxMail(db: Db, mail: Mail): Promise<void> {
  await db.insert(outbox).values(mail);
}

export async function listOutbox(db: Db, limit = 100): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
