import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { bearerToken } from '../../lib/bearer-token';
import { forbidden, unauthorized } from '../../lib/http-error';
import { safeEqual } from '../../lib/secrets';
import { verifyAccessToken } from '../auth/session-service';
import { findUserById } from '../users/repo';

/**
 * preHandler for premium administration: the caller's own explicit bearer must be the deployment's
 * ADMIN_API_TOKEN or the access token of a user with the admin role. No bearer, or one that is
 * neither, is 401; a valid user who is not an admin is 403.
 */
export function requireAdmin(deps: Pick<AppDeps, 'config' | 'accessTokens' | 'db'>) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const { adminApiToken } = deps.config;
    if (adminApiToken && safeEqual(token, adminApiToken)) return;
    const claims = await verifyAccessToken(deps, token);
    const user = claims ? await findUserById(deps.db, claims.sub) : undefined;
    if (!user) throw unauthorized();
    if (user.role !== 'admin') throw forbidden('Only an administrator may do this');
  };
}
