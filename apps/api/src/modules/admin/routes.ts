import { enablePremiumRequestSchema, userSchema } from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { presentUser } from '../users/presenter';
import { requireAdmin } from './admin-guard';
import { disablePremium, enablePremium } from './admin-service';

const params = z.object({ id: z.uuid() });

/** Premium administration (docs/http-api.md#admin): each call carries its own explicit admin bearer. */
export const premiumAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const common = {
    // Before validation: a caller without the right bearer learns nothing about the request's shape.
    onRequest: requireAdmin(deps),
    schema: { tags: ['admin'], params },
  } as const;

  app.patch(
    '/users/:id/premium/enable',
    {
      ...common,
      schema: {
        ...common.schema,
        summary: 'Make a user premium, until a time or with no end',
        body: enablePremiumRequestSchema,
        response: { 200: userSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => presentUser(await enablePremium(deps.db, request.params.id, request.body?.until)),
  );

  app.patch(
    '/users/:id/premium/disable',
    {
      ...common,
      schema: {
        ...common.schema,
        summary: 'End premium for a user',
        response: { 200: userSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => presentUser(await disablePremium(deps.db, request.params.id)),
  );
};
