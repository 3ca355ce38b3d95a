import { billingStatusSchema, checkoutRequestSchema, checkoutResponseSchema } from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { billingStatus, startCheckout } from './service';
import { receiveWebhook } from './webhook';

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/billing/checkout',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['billing'],
        summary: 'Start buying a plan: the URL of its checkout (Stripe, or the demo checkout locally)',
        description:
          'Registered users only (403 `registration_required` for guests); 503 when this deployment takes no payments.',
        body: checkoutRequestSchema,
        response: { 200: checkoutResponseSchema, ...errorResponses(401, 403, 422, 429, 503) },
      },
    },
    async (request) => ({ checkout_url: await startCheckout(app.deps, request.user!, request.body.plan_id) }),
  );

  app.get(
    '/billing/status',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['billing'],
        summary: 'Pro status, until when, and the latest payment',
        response: { 200: billingStatusSchema, ...errorResponses(401) },
      },
    },
    async (request) => billingStatus(app.deps, request.user!),
  );

  // The signature is computed over the exact bytes Stripe sent, so this route reads them raw.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.post(
      '/billing/webhook',
      {
        schema: {
          tags: ['billing'],
          summary: 'Stripe events (signature-checked): grants Pro once per payment, takes it back on refund',
          security: [],
          response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        await receiveWebhook(
          app.deps,
          request.log,
          request.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true as const };
      },
    );
  });
};
