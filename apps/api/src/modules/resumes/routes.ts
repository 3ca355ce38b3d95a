import {
  createResumeRequestSchema,
  errorResponseSchema,
  resumeIdParamsSchema,
  resumeListItemSchema,
  resumeSchema,
  updateResumeRequestSchema,
} from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { presentListItem } from './presenter';
import {
  createResume,
  deleteResume,
  duplicateResume,
  listOwnedResumes,
  presentFoundResume,
  updateResume,
  userWithOwnedResume,
} from './service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

export const resumeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['resumes'];

  app.get(
    '/resumes',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Your resumes, newest first',
        response: { 200: z.array(resumeListItemSchema), 401: errorResponseSchema },
      },
    },
    async (request) => (await listOwnedResumes(deps, request.user!)).map(presentListItem),
  );

  app.post(
    '/resumes',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Create a resume',
        body: createResumeRequestSchema,
        response: { 201: resumeSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createResume(deps, request.user!, request.body)),
  );

  // The user and the resume are read in one query (the bearer is checked in the handler).
  app.get(
    '/resumes/:id',
    {
      schema: {
        tags,
        summary: 'One of your resumes',
        params: resumeIdParamsSchema,
        response: { 200: resumeSchema, ...errors },
      },
    },
    async (request) =>
      presentFoundResume(await app.requireUserWith(request, userWithOwnedResume(request.params.id))),
  );

  app.put(
    '/resumes/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Update a resume at the version you read',
        params: resumeIdParamsSchema,
        body: updateResumeRequestSchema,
        response: { 200: resumeSchema, ...errors },
      },
    },
    async (request) => updateResume(deps, request.user!, request.params.id, request.body),
  );

  app.delete(
    '/resumes/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Delete a resume',
        params: resumeIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteResume(deps, request.user!, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/resumes/:id/duplicate',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Duplicate a resume',
        params: resumeIdParamsSchema,
        response: { 201: resumeSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await duplicateResume(deps, request.user!, request.params.id)),
  );
};
