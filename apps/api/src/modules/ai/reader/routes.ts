import { aiReadingAvailabilitySchema, aiReadingSchema, resumeIdParamsSchema } from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../lib/route-schemas';
import { readResumeWithAi } from './read-service';

const DESCRIPTION =
  "Reads the resume's uploaded file again with the configured AI model (structured output in " +
  "ResumeData's fields). Every value the file does not print is removed and listed in `unsupported`; " +
  '`rows` compares the rest with the layout reading (the resume as saved) field by field and entry by ' +
  'entry. Nothing is saved: the client merges what the person picks and saves it with PUT. ' +
  'Free users spend one credit (403 `no_credits` at zero), given back when the model fails (502), ' +
  'answers unusably (502) or takes longer than AI_TIMEOUT_MS (504). 404 for a resume that is not ' +
  'yours; 422 for one not made from an uploaded file; 503 when the server has no AI model ' +
  '(AI_PROVIDER=offline; GET /ai/reading says so beforehand). Counted with the AI requests, 30 a minute.';

/** POST /resumes/{id}/ai-read: "Read with AI" on the import review, and whether it is offered. */
export const aiReadingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ai/reading',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['ai'],
        summary: 'Whether "Read with AI" is offered: true when the server has an AI model',
        response: { 200: aiReadingAvailabilitySchema, ...errorResponses(401) },
      },
    },
    async () => ({ available: app.deps.writer.reader !== undefined }),
  );

  app.post(
    '/resumes/:id/ai-read',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['ai'],
        summary: "Read an uploaded resume's file with the AI model and compare it with the layout reading",
        description: DESCRIPTION,
        params: resumeIdParamsSchema,
        response: { 200: aiReadingSchema, ...errorResponses(401, 403, 404, 422, 429, 502, 503, 504) },
      },
    },
    async (request, reply) => {
      // A client that leaves stops the model: the answer would reach no one, and is refunded.
      const clientGone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableEnded) clientGone.abort();
      });
      const reader = { user: request.user!, ip: request.ip };
      return readResumeWithAi(app.deps, request.log, reader, request.params.id, clientGone.signal);
    },
  );
};
