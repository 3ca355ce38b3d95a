import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken } from '../../lib/bearer-token';
import { unauthorized } from '../../lib/http-error';
import { safeEqual } from '../../lib/secrets';

/** What a request that matched no route (a 404, the web app's pages) is counted as. */
const UNMATCHED = 'unmatched';

/**
 * GET /metrics in Prometheus's text format, for a scraper holding METRICS_TOKEN (compared in
 * constant time; anything else is 401). Without METRICS_TOKEN nothing is collected and /metrics is
 * the JSON 404 of any unknown path. Every answer is counted and timed by its route's pattern.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const { metrics, config } = app.deps;
  const token = config.metricsToken;
  if (!metrics || !token) return;

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED,
      status_code: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const presented = bearerToken(request);
    if (!presented || !safeEqual(presented, token)) throw unauthorized();
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics());
  });
});
