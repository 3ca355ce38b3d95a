import { analyticsBatchSchema, errorResponseSchema } from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordEvents } from './service';

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
      const accepted = await recordEvents(deps, request.user?.id ?? null, request.ip, request.body.events);
      return reply.code(202).send({ accepted });
    },
  );
};
