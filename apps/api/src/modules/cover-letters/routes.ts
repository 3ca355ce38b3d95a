import {
  coverLetterExportQuerySchema,
  coverLetterIdParamsSchema,
  coverLetterListItemSchema,
  coverLetterSchema,
  createCoverLetterRequestSchema,
  updateCoverLetterRequestSchema,
} from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { exportCoverLetter } from './export';
import { presentCoverLetter, presentCoverLetterListItem } from './presenter';
import {
  createCoverLetter,
  deleteCoverLetter,
  getOwnedCoverLetter,
  listOwnedCoverLetters,
  updateCoverLetter,
} from './service';

export const coverLetterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['cover letters'];
  const params = coverLetterIdParamsSchema;

  app.get(
    '/cover-letters',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Your cover letters, newest first',
        response: { 200: z.array(coverLetterListItemSchema), ...errorResponses(401) },
      },
    },
    async (request) => (await listOwnedCoverLetters(deps, request.user!)).map(presentCoverLetterListItem),
  );

  app.post(
    '/cover-letters',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Draft a cover letter from one of your resumes and a job posting',
        description:
          'Written by the built-in composer from the resume and the posting (no AI credit). ' +
          'Free users keep up to 10 letters, Pro users 500: beyond, 403 `cover_letter_limit`. ' +
          'A resume that is not yours: 404.',
        body: createCoverLetterRequestSchema,
        response: { 201: coverLetterSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createCoverLetter(deps, request.user!, request.body)),
  );

  app.get(
    '/cover-letters/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'One of your cover letters',
        params,
        response: { 200: coverLetterSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (request) => presentCoverLetter(await getOwnedCoverLetter(deps, request.user!, request.params.id)),
  );

  app.put(
    '/cover-letters/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Update a cover letter at the version you read',
        description: 'Fields left out stay as they are. A stale `version`: 409 with `current_version`.',
        params,
        body: updateCoverLetterRequestSchema,
        response: { 200: coverLetterSchema, ...errorResponses(401, 404, 409, 422) },
      },
    },
    async (request) => updateCoverLetter(deps, request.user!, request.params.id, request.body),
  );

  app.delete(
    '/cover-letters/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Delete a cover letter',
        params,
        response: { 204: z.null(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await deleteCoverLetter(deps, request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/cover-letters/:id/export',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Download a cover letter as PDF, Word, TXT or Markdown',
        description:
          "PDF and Word in the design of the letter's resume (its template and header), watermarked " +
          'unless the user is Pro, as resume exports are; a premium template needs Pro (403 `premium_template`). ' +
          'A letter whose resume was deleted prints in the default template.',
        params,
        querystring: coverLetterExportQuerySchema,
        response: {
          200: z.unknown().describe('The file: application/pdf, Word, text/plain or text/markdown'),
          ...errorResponses(401, 403, 404, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const caller = { user: request.user!, address: request.ip };
      const file = await exportCoverLetter(deps, caller, request.params.id, request.query);
      return reply
        .type(file.contentType)
        .header('content-disposition', file.disposition)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
};
