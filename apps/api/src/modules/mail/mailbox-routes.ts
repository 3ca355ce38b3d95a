import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderMailbox } from './mailbox-page';
import { listOutbox } from './outbox-repo';

const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});

/**
 * /dev/mailbox: the outbox, so the whole sign-up flow works on one laptop. Only while mail goes to
 * the outbox and never in production, where it would hand out everyone's codes.
 */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, mailer, db } = app.deps;
  if (mailer.kind !== 'outbox' || config.env === 'production') return;

  app.get('/dev/mailbox.json', { schema: { hide: true, response: { 200: z.array(mailSchema) } } }, async () =>
    (await listOutbox(db)).map((row) => ({
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      created_at: row.createdAt.toISOString(),
    })),
  );

  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderMailbox(await listOutbox(db))),
  );
};
