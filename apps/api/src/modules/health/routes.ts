import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Outside /api/v1: liveness (the process answers) and readiness (the database answers and the
 * process is not draining). With REDIS_URL, readiness also names Redis: an unreachable Redis is
 * `degraded`, still 200. The instance then serves everything, with rate limits counted by itself
 * alone, and every instance shares that one Redis: a 503 would take them all out of rotation at
 * once, turning a Redis outage into a whole-service outage.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const status = z.object({ status: z.string() });
  const readiness = z.object({
    status: z.enum(['ready', 'degraded']),
    redis: z.enum(['up', 'down']).optional(),
  });
  const redis = app.deps.limiter.health;

  // Told once per change, not at each request the outage touches.
  if (redis) {
    const report = (up: boolean, reason?: string) => {
      if (up) app.log.info({ dependency: redis.name }, 'Redis reachable again: rate limits are shared again');
      else
        app.log.warn(
          { dependency: redis.name, reason },
          'Redis unreachable: rate limits are counted by this instance alone until it is back',
        );
    };
    if (!redis.up) report(false, redis.reason);
    const stop = redis.onChange(report);
    app.addHook('onClose', async () => {
      stop();
    });
  }

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
        response: { 200: readiness, 503: z.object({ detail: z.string() }) },
      },
    },
    async (_request, reply) => {
      // A draining instance takes no new work: the load balancer sends it elsewhere.
      if (app.deps.lifecycle.draining) return reply.code(503).send({ detail: 'Shutting down' });
      try {
        await app.deps.database.ping();
      } catch {
        return reply.code(503).send({ detail: 'Database unreachable' });
      }
      if (!redis) return { status: 'ready' as const };
      return redis.up
        ? { status: 'ready' as const, redis: 'up' as const }
        : { status: 'degraded' as const, redis: 'down' as const };
    },
  );
};
