import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Bodies are JSON (docs/http-api.md): anything else is 415, plain text included (Fastify reads it
 * by default, and a text body then failed validation as 422). A JSON body may be empty, as many
 * clients send on a bodiless POST or DELETE with their usual `Content-Type: application/json`:
 * that is no body, and the route's schema decides whether one was needed. Routes that read other
 * types (uploads, the Stripe webhook, form posts) add their own parsers in their own scope.
 */
export const bodyParsersPlugin = fp(async (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });
});
