import {
  changePasswordRequestSchema,
  confirmEmailChangeSchema,
  requestEmailChangeSchema,
  resendResponseSchema,
  userSchema,
} from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { presentUser } from '../users/presenter';
import { changePassword, confirmEmailChange, requestEmailChange } from './credentials-service';

/**
 * Email change and password change: the signed-in account's credentials. Served under /user/
 * (docs/http-api.md#user) though auth owns them; app.ts registers them right after the user routes.
 */
export const credentialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['user'];

  app.post(
    '/user/request-email-change-code',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Email a 6-digit code to the new address',
        body: requestEmailChangeSchema,
        response: { 202: resendResponseSchema, ...errorResponses(401, 403, 409, 422, 429) },
      },
    },
    async (request, reply) =>
      reply.code(202).send({
        resend_available_in: await requestEmailChange(deps, request.log, request.user!, request.body.email),
      }),
  );

  app.post(
    '/user/confirm-email-change',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Switch to the new address with the code sent there',
        body: confirmEmailChangeSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request) =>
      presentUser(await confirmEmailChange(deps, request.user!, request.body.email, request.body.code)),
  );

  app.post(
    '/user/change-password',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Change the password; the account's other sessions end",
        body: changePasswordRequestSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { current_password, new_password } = request.body;
      await changePassword(deps, request.user!, request.sessionId!, current_password, new_password);
      return reply.code(204).send(null);
    },
  );
};
