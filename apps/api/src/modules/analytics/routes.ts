import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { ANALYTICS_LIMITS, boundedBatchSchema } from './limits';
import { enforceAnalyticsBudget, recordEvents } from './service';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/analytics/events',
    {
      // Counted before the body is read: an address over its budget costs no parsing.
      onRequest: (request) => enforceAnalyticsBudget(deps, request.ip),
      preHandler: app.optionalUser,
      bodyLimit: ANALYTICS_LIMITS.bodyBytes,
      schema: {
        tags: ['analytics'],
        summary: 'Record product analytics events (bearer optional)',
        description:
          `At most ${ANALYTICS_LIMITS.eventsPerBatch} events, each with a path of at most ${ANALYTICS_LIMITS.pathChars} ` +
          `characters and at most ${ANALYTICS_LIMITS.propsKeys} props taking ${ANALYTICS_LIMITS.propsBytes} bytes as JSON ` +
          `(422 past them), in a body of at most ${ANALYTICS_LIMITS.bodyBytes / 1024} KiB (413); a budget of requests per client address (429).`,
        body: boundedBatchSchema,
        response: { 202: z.object({ accepted: z.number().int() }), ...errorResponses(413, 422, 429) },
      },
    },
    async (request, reply) => {
      const accepted = await recordEvents(deps, request.user?.id ?? null, request.body.events);
      return reply.code(202).send({ accepted });
    },
  );
};
