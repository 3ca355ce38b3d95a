import {
  type AiRequestKind,
  aiImproveRequestSchema,
  aiSummaryRequestSchema,
  aiTailorRequestSchema,
  aiWriterRequestSchema,
  creditsSchema,
  type WriterTask,
} from '@resume/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { errorResponses } from '../../lib/route-schemas';
import type { UserRow } from '../users/repo';
import { sendEventStream } from './event-stream';
import { creditsOf, limitAiRequests, startAnswer } from './service';
import { improveTask, summaryTask, tailorTask, writerTask } from './tasks';

const STREAM_DESCRIPTION =
  'Answers `text/event-stream`: `data: {"chunk": "..."}` events, then `data: {"end": true, "writer", "warnings"}` ' +
  'or `data: {"error": "..."}` (the credit is then refunded). The `X-AI-Writer` header names the writer. ' +
  'A "Try again" sends `variant` (the attempt number, for another phrasing) and `previous_answer` (the text shown): ' +
  'an answer identical to it (ignoring spaces and case) is refunded and its end says `"repeated": true`; so is ' +
  "a rewrite (`/ai/improve`) that gives the field's own text back. " +
  'Free users spend one credit per request (403 `no_credits` at zero); Pro is unlimited. A request the client ' +
  'stops before any text arrived is refunded; one stopped after text arrived is paid for. Guests also share ' +
  "their client address's daily allowance (403 `no_credits` once it is used). 30 requests per minute.";

type AiRoute<S extends z.ZodType> = {
  path: string;
  kind: AiRequestKind;
  summary: string;
  body: S;
  task: (deps: AppDeps, user: UserRow, body: z.infer<S>) => Promise<WriterTask>;
};

/** Every AI endpoint runs the same way: limit, check, pay, then stream. */
function streamingRoute<S extends z.ZodType>(app: FastifyInstance, route: AiRoute<S>) {
  app.withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>().post(
    route.path,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['ai'],
        summary: route.summary,
        description: STREAM_DESCRIPTION,
        body: route.body,
        response: {
          200: z.string().describe('text/event-stream'),
          ...errorResponses(401, 403, 404, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      await limitAiRequests(app.deps, user);
      const body = request.body as z.infer<S>;
      const task = await route.task(app.deps, user, body);
      const { previous_answer } = body as { previous_answer?: string };
      const answer = await startAnswer(
        app.deps,
        request.log,
        user,
        request.ip,
        route.kind,
        task,
        previous_answer,
      );
      await sendEventStream(reply, answer.writer, answer.events);
    },
  );
}

export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  streamingRoute(app, {
    path: '/ai/summary',
    kind: 'summary',
    summary: 'Write a 2-4 sentence professional summary from the resume',
    body: aiSummaryRequestSchema,
    task: summaryTask,
  });
  streamingRoute(app, {
    path: '/ai/improve',
    kind: 'improve',
    summary: 'Improve the text at a ResumeData path (the summary, an achievement, a description)',
    body: aiImproveRequestSchema,
    task: improveTask,
  });
  streamingRoute(app, {
    path: '/ai/tailor',
    kind: 'tailor',
    summary: 'Suggest how to fit the resume to a job description',
    body: aiTailorRequestSchema,
    task: tailorTask,
  });
  streamingRoute(app, {
    path: '/ai/writer',
    kind: 'writer',
    summary: "The AI Writer's free-form output: summary, achievements, cover letter or free writing",
    body: aiWriterRequestSchema,
    task: writerTask,
  });

  app.get(
    '/credits',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['ai'],
        summary: 'AI credits left; Pro users are unlimited',
        response: { 200: creditsSchema, ...errorResponses(401) },
      },
    },
    async (request) => creditsOf(app.deps, request.user!, request.ip),
  );
};
