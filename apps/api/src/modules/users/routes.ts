import {
  completeOnboardingRequestSchema,
  deleteAccountRequestSchema,
  errorResponseSchema,
  updateProfileRequestSchema,
  userSchema,
} from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentUser } from './presenter';
import { completeOnboarding, deleteAccount, updateProfile } from './profile-service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['user'];

  app.get(
    '/user/me',
    {
      preHandler: app.requireUser,
      schema: { tags, summary: 'The current user', response: { 200: userSchema, 401: errorResponseSchema } },
    },
    async (request) => presentUser(request.user!),
  );

  app.patch(
    '/user/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Update the first and last name',
        body: updateProfileRequestSchema,
        response: { 200: userSchema, 401: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => presentUser(await updateProfile(deps, request.user!, request.body)),
  );

  app.delete(
    '/user/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Delete the account with its resumes (password required unless a guest)',
        body: deleteAccountRequestSchema,
        response: {
          204: z.null(),
          400: errorResponseSchema,
          401: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await deleteAccount(deps, request.user!, request.body.password);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/user/onboarding/complete',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Store the four onboarding answers',
        body: completeOnboardingRequestSchema,
        response: { 200: userSchema, 401: errorResponseSchema, 422: errorResponseSchema },
      },
    },
    async (request) => presentUser(await completeOnboarding(deps, request.user!, request.body.responses)),
  );
};
