import { billingPlanSchema, templateInfoSchema } from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listTemplates, offeredPlans } from './service';

/** What anyone may read before signing in: the templates and the plans (both public). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/templates',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The resume templates; premium ones need Pro for a PDF download',
        security: [],
        response: { 200: z.array(templateInfoSchema) },
      },
    },
    async () => listTemplates(),
  );

  app.get(
    '/billing/plans',
    {
      schema: {
        tags: ['billing'],
        summary: 'The plans on offer, with price, period and guarantee',
        security: [],
        response: { 200: z.array(billingPlanSchema) },
      },
    },
    async () => offeredPlans(app.deps.config.billing.offeredPlanIds),
  );
};
