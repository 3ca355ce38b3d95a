import { errorResponseSchema, userSchema } from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { presentUser } from './presenter';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['user'],
        summary: 'The current user',
        response: { 200: userSchema, 401: errorResponseSchema },
      },
    },
    async (request) => presentUser(request.user!),
  );
};
