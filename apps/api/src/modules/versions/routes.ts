import {
  createResumeVersionRequestSchema,
  LIMITS,
  restoreResumeVersionRequestSchema,
  resumeIdParamsSchema,
  resumeSchema,
  resumeVersionDetailSchema,
  resumeVersionParamsSchema,
  resumeVersionSchema,
} from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import {
  getResumeVersion,
  listResumeVersions,
  restoreResumeVersion,
  SNAPSHOTS_PER_MINUTE,
  saveResumeVersion,
} from './service';

const KEPT = `Free accounts keep the newest ${LIMITS.freeVersionsKept} versions of each resume; Pro keeps all.`;

export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['versions'];

  app.get(
    '/resumes/:id/versions',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "A resume's kept versions, newest first",
        description:
          'Versions are kept on import, before a template change, on a tailored copy, before a restore, ' +
          `after an accepted AI change and when asked. ${KEPT} A resume that is not yours: 404.`,
        params: resumeIdParamsSchema,
        response: { 200: z.array(resumeVersionSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => listResumeVersions(deps, request.user!, request.params.id),
  );

  app.post(
    '/resumes/:id/versions',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Keep the resume as it is saved now',
        description:
          '`cause` "manual" (the default) needs a `name`; "ai" marks an accepted AI change and takes ' +
          `no name. ${KEPT} At most ${SNAPSHOTS_PER_MINUTE} a minute: 429 beyond.`,
        params: resumeIdParamsSchema,
        body: createResumeVersionRequestSchema,
        response: { 201: resumeVersionSchema, ...errorResponses(401, 404, 422, 429) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saveResumeVersion(deps, request.user!, request.params.id, request.body)),
  );

  app.get(
    '/resumes/:id/versions/:versionId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'One kept version with its content, for a preview',
        params: resumeVersionParamsSchema,
        response: { 200: resumeVersionDetailSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getResumeVersion(deps, request.user!, request.params.id, request.params.versionId),
  );

  app.post(
    '/resumes/:id/versions/:versionId/restore',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Bring back a kept version, at the version of the resume you read',
        description:
          'The resume as it is now is kept first (cause "restore"), then the version’s template and ' +
          'data are written into it with `version + 1`, as a PUT does. A stale `version`: 409 with ' +
          '`current_version`. A version not of this resume (or pruned): 404.',
        params: resumeVersionParamsSchema,
        body: restoreResumeVersionRequestSchema,
        response: { 200: resumeSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) =>
      restoreResumeVersion(deps, request.user!, request.params.id, request.params.versionId, request.body),
  );
};
