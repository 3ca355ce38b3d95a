import type { FastifyRequest } from 'fastify';

/** The token of an `Authorization: Bearer …` header, or null without one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}
