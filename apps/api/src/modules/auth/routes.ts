import { errorResponseSchema, refreshRequestSchema, tokensSchema } from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceRateLimit } from '../../lib/rate-limit-guard';
import { createGuestSession, refreshSession } from './session-service';

const HOUR_MS = 60 * 60 * 1000;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/auth/guest',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start an anonymous guest session',
        security: [],
        response: { 201: tokensSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await enforceRateLimit(
        deps.limiter,
        `guest:${request.ip}`,
        { limit: deps.config.rateLimits.guestPerHour, windowMs: HOUR_MS },
        'Too many new sessions from this address. Please try again later.',
      );
      return reply.code(201).send(await createGuestSession(deps));
    },
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate a refresh token',
        security: [],
        body: refreshRequestSchema,
        response: { 200: tokensSchema, 401: errorResponseSchema },
      },
    },
    async (request) => refreshSession(deps, request.body.refresh_token),
  );
};
