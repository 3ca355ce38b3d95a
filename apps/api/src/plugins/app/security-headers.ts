import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../../config';

/**
 * The CSP allows only our own origin, and inline styles for the UI library's computed styles. The
 * preview renders in a worker of our own and pdf.js draws it on a canvas, so no blob: URL is needed
 * (downloads are navigations, which CSP leaves alone) and nothing may be framed. The preview's
 * layout engine (yoga, in the render worker) is WebAssembly: 'wasm-unsafe-eval' lets it compile,
 * and allows no JavaScript eval.
 */
const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    imgSrc: ["'self'", 'data:'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'"],
    frameSrc: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/**
 * Helmet's headers with our CSP. In production browsers are told to use HTTPS only, for a year,
 * subdomains included; not in development or tests, which run on plain http://localhost, which a
 * browser would then refuse.
 */
function helmetOptions(env: Config['env']) {
  return {
    contentSecurityPolicy: CONTENT_SECURITY_POLICY,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    frameguard: { action: 'deny' as const },
    strictTransportSecurity: env === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/**
 * The same headers as a table, for the answers given before any hook runs (error-handler.ts: a
 * request Node or Fastify refuses early): what helmet sets on a response, read once.
 */
export function securityHeaders(env: Config['env']): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(helmetOptions(env))({} as never, response as never, () => {});
  return headers;
}

/**
 * Set on the raw response as each request arrives (helmet's onRequest hook), so every answer
 * carries them: Fastify's own, errors thrown by later hooks, and streams written past Fastify (AI
 * answers). Register it first.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifyHelmet, { global: true, ...helmetOptions(app.deps.config.env) });
});
