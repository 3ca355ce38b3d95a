import {
  errorResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  signupRequestSchema,
  tokensSchema,
} from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enforceRateLimit } from '../../lib/rate-limit-guard';
import { errorResponses } from '../../lib/route-schemas';
import { emailVerificationRoutes } from './email-verification-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { createGuestSession, refreshSession } from './session-service';
import { login, logout, signup } from './sign-in-service';

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
    '/auth/signup',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['auth'],
        summary: 'Create an account (a guest bearer upgrades that guest in place) and email a code',
        security: [{}, { bearer: [] }],
        body: signupRequestSchema,
        response: { 201: tokensSchema, ...errorResponses(409, 422, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await signup(deps, request.log, request.user, request.ip, request.body)),
  );

  app.post(
    '/auth/login',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['auth'],
        summary: "Sign in (a guest bearer's resumes move to the account, up to its resume limit)",
        description:
          "With a guest bearer, the guest's resumes move to the account, newest first, but never past the " +
          'free resume limit. Any that do not fit stay with the guest (whose session goes on) and are listed in ' +
          '`resumes_not_moved`, with a sentence for the person in `notice`; the login itself succeeds.',
        security: [{}, { bearer: [] }],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => login(deps, request.user, request.ip, request.body),
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

  app.post(
    '/auth/logout',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the refresh token (and its sign-in) stops working',
        body: logoutRequestSchema,
        response: { 204: z.null(), ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      await logout(deps, request.user!, request.sessionId!, request.body.refresh_token);
      return reply.code(204).send(null);
    },
  );

  await app.register(emailVerificationRoutes);
  await app.register(passwordResetRoutes);
};
