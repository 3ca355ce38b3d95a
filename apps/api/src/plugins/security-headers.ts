import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Conservative headers for every response. The CSP allows only our own origin, and inline styles
 * for the UI library's computed styles. The preview renders in a worker of our own and pdf.js
 * draws it on a canvas, so no blob: URL is needed (downloads are navigations, which CSP leaves
 * alone) and nothing may be framed. The preview's layout engine (yoga, in the render worker) is
 * WebAssembly: 'wasm-unsafe-eval' lets it compile, and allows no JavaScript eval.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval'",
    "img-src 'self' data:",
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "worker-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
};

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(SECURITY_HEADERS);
  });
});
