import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Outside /api/v1: liveness (the process answers) and readiness (the database answers and the
 * process is not draining).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const status = z.object({ status: z.string() });

  app.get(
    '/healthz',
    { schema: { tags: ['health'], security: [], response: { 200: status } } },
    async () => ({
      status: 'ok',
    }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        security: [],
        response: { 200: status, 503: z.object({ detail: z.string() }) },
      },
    },
    async (_request, reply) => {
      // A draining instance takes no new work: the load balancer sends it elsewhere.
      if (app.deps.lifecycle.draining) return reply.code(503).send({ detail: 'Shutting down' });
      try {
        await app.deps.database.ping();
        return { status: 'ready' };
      } catch {
        return reply.code(503).send({ detail: 'Database unreachable' });
      }
    },
  );
};
