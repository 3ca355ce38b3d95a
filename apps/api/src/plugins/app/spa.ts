import { existsSync } from 'node:fs';
import { join } from 'node:path';
import staticFiles from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Paths that belong to the server, never to the single-page app. */
const SERVER_PREFIXES = ['/api', '/dev/', '/healthz', '/readyz', '/metrics', '/r/'];

function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  return !SERVER_PREFIXES.some(
    (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for every other GET
 * so deep links (/builder, /auth/reset-password?token=…) load the app. Everything else that
 * matches no route is a JSON 404 (docs/http-api.md#base-path).
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { distDir?: string }) => {
  const indexHtml = opts.distDir ? join(opts.distDir, 'index.html') : undefined;
  const hasWeb = indexHtml !== undefined && existsSync(indexHtml);
  if (hasWeb) {
    await app.register(staticFiles, {
      root: opts.distDir!,
      wildcard: false,
      index: false,
      // The web build ships .br/.gz copies (apps/web/scripts/compress.mjs).
      preCompressed: true,
      setHeaders: (reply, path) => {
        const immutable = path.startsWith(join(opts.distDir!, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (hasWeb && wantsSpa(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ detail: 'Not found' });
  });
});
