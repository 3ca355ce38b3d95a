import {
  applicationIdParamsSchema,
  applicationListSchema,
  applicationSchema,
  createApplicationFromTailoringRequestSchema,
  createApplicationRequestSchema,
  updateApplicationRequestSchema,
} from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { presentApplication } from './presenter';
import {
  createApplication,
  createApplicationFromTailoring,
  getOwnedApplication,
  listOwnedApplications,
  patchApplication,
  removeApplication,
} from './service';
import { applicationTransferRoutes } from './transfer-routes';

const LIMIT_NOTE =
  'Free accounts keep up to 20 applications, Pro unlimited: beyond, 403 `application_limit`. ';
const REMINDER_NOTE =
  '`remind_on` e-mails a follow-up reminder once, on that day; guests have no e-mail: 403 `registration_required`. ';

/** The person's job applications (docs/http-api.md#applications), with the ownership rules of resumes. */
export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['applications'];
  const params = applicationIdParamsSchema;
  await app.register(applicationTransferRoutes);

  app.get(
    '/applications',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Your applications by stage then position, the plan’s limit, and your funnel',
        response: { 200: applicationListSchema, ...errorResponses(401) },
      },
    },
    async (request) => listOwnedApplications(deps, request.user!),
  );

  app.post(
    '/applications',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Track an application by hand',
        description: `${LIMIT_NOTE}${REMINDER_NOTE}A resume or cover letter that is not yours: 404.`,
        body: createApplicationRequestSchema,
        response: { 201: applicationSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createApplication(deps, request.user!, request.body)),
  );

  app.post(
    '/applications/from-tailoring',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Track an application in one step from a tailored copy',
        description:
          'Company, role and posting text come from the copy’s tailoring; the card starts in Saved. ' +
          'A copy already tracked answers 200 with its card instead of making a second one. ' +
          `${LIMIT_NOTE}A resume that is not yours or not a tailored copy, or a letter not yours: 404.`,
        body: createApplicationFromTailoringRequestSchema,
        response: { 201: applicationSchema, 200: applicationSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const { application, created } = await createApplicationFromTailoring(
        deps,
        request.user!,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(application);
    },
  );

  app.get(
    '/applications/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'One of your applications',
        params,
        response: { 200: applicationSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => presentApplication(await getOwnedApplication(deps, request.user!, request.params.id)),
  );

  app.patch(
    '/applications/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Edit an application, or move it to a stage and a place in that stage’s column',
        description:
          'Fields left out stay as they are. `stage` and/or `position` move the card; positions in both ' +
          'columns stay 0..n-1 and a position past the end puts it last. Reaching a stage records the day; ' +
          'entering Applied freezes a snapshot of the linked resume and cover letter. A new `remind_on` ' +
          `clears \`reminded_at\`. ${REMINDER_NOTE}`,
        params,
        body: updateApplicationRequestSchema,
        response: { 200: applicationSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => patchApplication(deps, request.user!, request.params.id, request.body),
  );

  app.delete(
    '/applications/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Delete an application',
        params,
        response: { 204: z.null(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await removeApplication(deps, request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
