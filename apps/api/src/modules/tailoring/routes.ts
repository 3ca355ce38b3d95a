import {
  createTailoredCopyRequestSchema,
  resumeIdParamsSchema,
  resumeSchema,
  tailorDecisionsRequestSchema,
  tailoringSchema,
} from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { createTailoredCopy, decideTailorChanges, getTailoring } from './service';

export const tailoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['tailoring'];
  const params = resumeIdParamsSchema;

  app.post(
    '/resumes/:id/tailored-copies',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Copy one of your resumes for a job posting, with changes proposed to fit it',
        description:
          'Creates a resume named after the role and company the posting states, linked to the ' +
          'posting, and proposes changes (summary, skills and achievement order, missing requirements ' +
          'to add as skills) for review; none is applied until accepted. The copy counts as a resume: ' +
          'beyond the free limit, 403 `resume_limit`. No AI credit is spent. A resume that is not yours: 404.',
        params,
        body: createTailoredCopyRequestSchema,
        response: {
          201: z.object({ resume: resumeSchema, tailoring: tailoringSchema }),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createTailoredCopy(deps, request.user!, request.params.id, request.body)),
  );

  app.get(
    '/resumes/:id/tailoring',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "A tailored copy's posting and proposed changes",
        description: 'A resume that is yours but was not tailored to a posting: 404 too.',
        params,
        response: { 200: tailoringSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getTailoring(deps, request.user!, request.params.id),
  );

  app.patch(
    '/resumes/:id/tailoring',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Accept or reject proposed changes',
        description:
          'Records decisions (one, or all at once). The client applies accepted changes to the resume ' +
          'with a versioned PUT. A decision is final: the opposite decision on a decided change is 409; ' +
          'an unknown change id is 422.',
        params,
        body: tailorDecisionsRequestSchema,
        response: { 200: tailoringSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) => decideTailorChanges(deps, request.user!, request.params.id, request.body),
  );
};
