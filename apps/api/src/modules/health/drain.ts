import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Counts the requests being answered, so that a stopping server keeps listening until the work it
 * had taken is done (server.ts): meanwhile /readyz answers 503 (the load balancer stops sending
 * work here) instead of the connection being refused. A request that still arrives in that time
 * (the balancer has not noticed yet) is answered as usual, with its connection closed after it so
 * that the client's next request opens one elsewhere.
 */
export const drainPlugin = fp(async (app: FastifyInstance) => {
  const { lifecycle } = app.deps;
  app.addHook('onRequest', async (_request, reply) => {
    const ended = lifecycle.requestStarted();
    reply.raw.once('finish', ended);
    reply.raw.once('close', ended);
    if (lifecycle.draining) reply.header('connection', 'close');
  });
});
