import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may look like to be kept: short, and nothing a log line could trip on. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's `genReqId`: the id of a request, logged as `reqId` on every line it causes. A proxy's or
 * caller's `X-Request-Id` is kept when it is a short safe token, so one id follows a request across
 * services; anything else (missing, long, odd characters) gets a fresh UUID.
 */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Every answer says which id it was logged under: set on the raw response as the request arrives,
 * like the security headers, so errors and streamed answers carry it too.
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
  });
});
