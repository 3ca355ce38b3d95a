import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken } from '../../lib/bearer-token';
import { unauthorized } from '../../lib/http-error';
import { readUserAlone, touchUser, type UserReader, type UserRow } from '../users/repo';
import { verifyAccessToken } from './session-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid bearer of a live sign-in of an existing user, or 401. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** requireUser from a handler, with what `read` found beside the user (see UserReader). */
    requireUserWith: <Found>(request: FastifyRequest, read: UserReader<Found>) => Promise<Found>;
    /** preHandler: loads the user when a valid bearer is present; anonymous otherwise. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow | null;
    /** The sign-in (refresh-token family) the bearer belongs to, when there is a user. */
    sessionId: string | null;
  }
}

/**
 * Who is asking: the bearer's user on every request that wants one. Part of the auth module (it
 * verifies the module's own tokens), registered by app.ts before any route.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  const { deps } = app;

  /** Sets request.user (and sessionId) from the bearer; returns what `read` found, if there is a user. */
  async function authenticate<Found>(request: FastifyRequest, read: UserReader<Found>) {
    request.user = null;
    const token = bearerToken(request);
    if (!token) return undefined;
    const claims = await verifyAccessToken(deps, token);
    if (!claims) return undefined;
    const result = await read(deps.db, claims.sub);
    if (!result) return undefined;
    await touchUser(deps.db, result.user);
    request.user = result.user;
    request.sessionId = claims.sid;
    return result;
  }

  async function requireUserWith<Found>(request: FastifyRequest, read: UserReader<Found>): Promise<Found> {
    const result = await authenticate(request, read);
    if (!result) throw unauthorized();
    return result.found;
  }

  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorate('requireUserWith', requireUserWith);
  app.decorate('requireUser', async (request: FastifyRequest) => {
    await requireUserWith(request, readUserAlone);
  });
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    await authenticate(request, readUserAlone);
  });
});
