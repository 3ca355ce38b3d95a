import {
  analysisRequestSchema,
  analysisSchema,
  errorResponseSchema,
  resumeIdParamsSchema,
} from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyzeStoredResume } from './service';

export const analysisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/resumes/:id/analysis',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['analysis'],
        summary: 'Score a resume and list what to fix (optionally against a job description)',
        params: resumeIdParamsSchema,
        // The body is optional: a POST without one analyses without a job description.
        body: analysisRequestSchema.nullish(),
        response: {
          200: analysisSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          422: errorResponseSchema,
        },
      },
    },
    async (request) =>
      analyzeStoredResume(
        app.deps,
        request.user!,
        request.params.id,
        request.body?.job_description || undefined,
      ),
  );
};
