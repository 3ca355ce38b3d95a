import { analyticsBatchSchema, errorResponseSchema } from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enforceRateLimit } from '../../lib/rate-limit-guard';
import { insertEvents } from './repo';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/analytics/events',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['analytics'],
        summary: 'Record product analytics events (bearer optional)',
        body: analyticsBatchSchema,
        response: { 202: z.object({ accepted: z.number().int() }), 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(
        deps.limiter,
        `analytics:${request.ip}`,
        { limit: 600, windowMs: 60_000 },
        'Too many analytics events. Please slow down.',
      );
      await insertEvents(deps.db, request.user?.id ?? null, request.body.events);
      return reply.code(202).send({ accepted: request.body.events.length });
    },
  );
};
