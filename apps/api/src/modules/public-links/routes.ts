import {
  publicLinkStateSchema,
  publicLinkStatsSchema,
  resumeIdParamsSchema,
  updatePublicLinkRequestSchema,
} from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { getPublicLink, publicLinkStats, putPublicLink, revokePublicLink, rotatePublicLink } from './service';

/** The owner's controls of a resume's public link, with the ownership rules of /resumes/{id}. */
export const publicLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['public links'];
  const base = '/resumes/:id/public-link';

  app.get(
    base,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The resume’s public link (null when it is off) and the plan’s room for links',
        params: resumeIdParamsSchema,
        response: { 200: publicLinkStateSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getPublicLink(deps, request.user!, request.params.id),
  );

  app.put(
    base,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Turn the public link on, or change its password and search-engine setting',
        description:
          'Creates the link when the resume has none (registered accounts; free: 1 live link, 403 `public_link_limit` beyond; ' +
          'guests: 403 `registration_required`). `password`: a string sets it, null removes it, absent keeps it. ' +
          '`noindex` (default true) hides the page from search engines.',
        params: resumeIdParamsSchema,
        body: updatePublicLinkRequestSchema,
        response: { 200: publicLinkStateSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => putPublicLink(deps, request.user!, request.params.id, request.body),
  );

  app.delete(
    base,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Revoke the public link: its address answers 404 from now on',
        params: resumeIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await revokePublicLink(deps, request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${base}/rotate`,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Give the public link a new address; the old one answers 404',
        params: resumeIdParamsSchema,
        response: { 200: publicLinkStateSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => rotatePublicLink(deps, request.user!, request.params.id),
  );

  app.get(
    `${base}/stats`,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Views of the public page and PDF downloads, per day for the last 30 days (UTC)',
        params: resumeIdParamsSchema,
        response: { 200: publicLinkStatsSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => publicLinkStats(deps, request.user!, request.params.id),
  );
};
