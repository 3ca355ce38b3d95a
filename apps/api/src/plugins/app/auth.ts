import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../../lib/http-error';
import { verifyAccessToken } from '../../modules/auth/session-service';
import { findUserById, touchUser, type UserRow } from '../../modules/users/repo';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid bearer of a live sign-in of an existing user, or 401. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: loads the user when a valid bearer is present; anonymous otherwise. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow | null;
    /** The sign-in (refresh-token family) the bearer belongs to, when there is a user. */
    sessionId: string | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  const { deps } = app;

  async function loadUser(request: FastifyRequest): Promise<UserRow | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const claims = await verifyAccessToken(deps, token);
    if (!claims) return null;
    const user = await findUserById(deps.db, claims.sub);
    if (!user) return null;
    await touchUser(deps.db, user);
    request.sessionId = claims.sid;
    return user;
  }

  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    request.user = await loadUser(request);
    if (!request.user) throw unauthorized();
  });
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    request.user = await loadUser(request);
  });
});
