import {
  errorResponseSchema,
  requestPasswordResetSchema,
  resetPasswordRequestSchema,
  resetTokenValidSchema,
  verifyResetTokenRequestSchema,
} from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkResetToken, requestPasswordReset, resetPassword } from './password-reset-service';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/auth/request-password-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link (202 whether or not the email has an account)',
        security: [],
        body: requestPasswordResetSchema,
        response: { 202: z.null(), 422: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(deps, request.log, request.body.email);
      return reply.code(202).send(null);
    },
  );

  app.post(
    '/auth/verify-password-reset-token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Check that a reset link can still be used',
        security: [],
        body: verifyResetTokenRequestSchema,
        response: { 200: resetTokenValidSchema, 400: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => {
      await checkResetToken(deps, request.body.token);
      return { valid: true as const };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link; every session of the account ends',
        security: [],
        body: resetPasswordRequestSchema,
        response: { 204: z.null(), 400: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await resetPassword(deps, request.body.token, request.body.new_password);
      return reply.code(204).send(null);
    },
  );
};
