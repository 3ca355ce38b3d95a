import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';

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

/**
 * In production browsers are told to use HTTPS only, for a year, subdomains included. Not in
 * development or tests: those run on plain http://localhost, which a browser would then refuse.
 */
export function securityHeaders(env: Config['env']): Record<string, string> {
  return env === 'production'
    ? { ...SECURITY_HEADERS, 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
    : SECURITY_HEADERS;
}

/**
 * Set on the raw response as each request arrives, so every answer carries them: Fastify's own,
 * errors thrown by later hooks, and streams written past Fastify (AI answers). Register it first.
 * Answers Fastify gives before any hook runs set them through `securityHeaders` (error-handler).
 *
 * Not @fastify/helmet: helmet joins CSP directives with ";" where this sends "; " and refuses
 * any ";" in a directive's name or value, so it cannot send this CSP byte for byte
 * (test/hardening-http.test.ts pins every header).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = Object.entries(securityHeaders(app.deps.config.env));
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
  });
});
