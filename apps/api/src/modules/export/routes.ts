import { exportQuerySchema, resumeIdParamsSchema } from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { exportResume } from './service';

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/resumes/:id/export',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['resumes'],
        summary: 'Download a resume as PDF, Word, TXT, Markdown, JSON or JSON Resume',
        description:
          'PDF: watermarked unless the user is Pro; a premium template needs Pro (403 `premium_template`). ' +
          'TXT, Markdown and both JSON formats ignore the template and the design. PDF and Word follow the resume’s design (`data.design`); ' +
          '`paper` overrides its paper, which otherwise is the design’s, else the person’s country’s ' +
          '(Letter in the US and Canada, A4 elsewhere). The file comes with `Content-Disposition: attachment`.',
        params: resumeIdParamsSchema,
        querystring: exportQuerySchema,
        response: {
          200: z.unknown().describe('The file: PDF, Word (.docx), plain text, Markdown or JSON, by `format`'),
          ...errorResponses(401, 403, 404, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const caller = { user: request.user!, address: request.ip };
      const file = await exportResume(app.deps, caller, request.params.id, request.query);
      return reply
        .type(file.contentType)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
