import {
  errorResponseSchema,
  resendCodeRequestSchema,
  resendResponseSchema,
  userSchema,
  verifyEmailRequestSchema,
} from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentUser } from '../users/presenter';
import { confirmEmailLink, resendConfirmation, verifyEmail } from './verification-service';

export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm an email address with the emailed 6-digit code',
        security: [],
        body: verifyEmailRequestSchema,
        response: { 200: userSchema, 400: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => presentUser(await verifyEmail(deps, request.body.email, request.body.code)),
  );

  app.post(
    '/auth/resend-verification-code',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a new confirmation code (same answer whether or not the address has an account)',
        security: [],
        body: resendCodeRequestSchema,
        response: { 202: resendResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send({ resend_available_in: await resendConfirmation(deps, request.log, request.body.email) }),
  );

  app.get(
    '/auth/confirm-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'The link in the confirmation email: redirects to the outcome page',
        security: [],
        querystring: z.object({ token: z.string().max(512).optional() }),
      },
    },
    async (request, reply) => {
      const { token } = request.query;
      const confirmed = token ? await confirmEmailLink(deps, token) : false;
      return reply.redirect(confirmed ? '/auth/email-confirmed' : '/auth/email-confirmation-error', 302);
    },
  );
};
