import type { ErrorItem } from '@resume/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error';

/** Fastify's own failures, mapped to the catalogue with a message a client can show. */
const FRAMEWORK_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body is too large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid content length'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Request body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Request body is not valid JSON'],
};

function validationItems(error: FastifyError): ErrorItem[] {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? []).map((issue) => ({
    msg: issue.message ?? 'Invalid value',
    loc: [
      context,
      ...issue.instancePath
        .split('/')
        .filter(Boolean)
        .map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    ],
    type: issue.keyword,
  }));
}

/**
 * What of an unexpected error may be logged: its kind, first message line and stack frames. Query
 * errors carry the statement's parameters (resume contents, emails, hashes) in their message and
 * fields, and those never reach the log.
 */
export function loggableError(error: Error & { code?: string; cause?: unknown }) {
  const firstLine = (text: string) =>
    text
      .split('\n')[0]
      ?.replace(/params:.*$/, '')
      .trim() ?? '';
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return {
    type: error.name,
    code: error.code,
    message: firstLine(error.message),
    cause: cause ? `${cause.name}: ${firstLine(cause.message)}` : undefined,
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 8)
      .join('\n'),
  };
}

/** One place turns every failure into API.md's `{detail}` shape; nothing internal leaks. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send({ detail: error.detail });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(422).send({ detail: validationItems(error) });
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) return reply.code(known[0]).send({ detail: known[1] });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ detail: error.message });
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.code(500).send({ detail: 'Internal server error' });
  });
});
