import type { FastifyInstance } from 'fastify';
import { publicPageRoutes } from './public-routes';
import { publicLinkRoutes } from './routes';

/**
 * Public links, registered once: the owner's API under /api/v1 and the public page at /r/{slug},
 * which lives outside the API's prefix so its address stays short.
 */
export async function publicLinksPlugin(app: FastifyInstance) {
  await app.register(publicLinkRoutes, { prefix: '/api/v1' });
  await app.register(publicPageRoutes);
}
