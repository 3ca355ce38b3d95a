import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorItem, MESSAGES } from '@resume/core';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error';
import { loggableError } from '../../lib/log-serializers';

/**
 * Our URLs are short (the longest, a demo-checkout ticket, is about 2 KB), so one over 8 KiB is a
 * mistake or an attack: 414. Node's default limit on the request line and headers together (16
 * KiB) is raised to 32 KiB so that such URLs, with ordinary headers, still reach us and get that
 * clear answer; past it Node stops reading, and `clientErrorHandler` answers 431.
 */
export const MAX_URL_LENGTH = 8 * 1024;
export const MAX_HEADER_SIZE = 32 * 1024;

const URL_TOO_LONG = 'URL is too long';
const RESUMES_PATH = '/api/v1/resumes/';

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
 * Fastify answers a URL its router cannot read before any hook runs, and in its own shape: a
 * malformed %-escape, or a path segment over maxParamLength (100; no id of ours is that long, so
 * nothing by that name exists). Here they get `{detail}` and the security headers; a resume's
 * address says what every resume endpoint says of a resume that is not the caller's.
 */
export function frameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const [status, detail] =
      request.url.length > MAX_URL_LENGTH
        ? [414, URL_TOO_LONG]
        : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? [404, request.url.startsWith(RESUMES_PATH) ? MESSAGES.resumeNotFound : 'Not found']
          : [400, 'Invalid URL'];
    return reply.code(status).headers(headers).send({ detail });
  };
}

/**
 * What Node refuses before Fastify sees a request: headers over MAX_HEADER_SIZE (431), a request
 * too slow to arrive (408), anything malformed (400). Written to the socket as Fastify's default
 * does, but with `{detail}` and the security headers.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return (error: ConnectionError, socket: Socket) => {
    // The client has gone: there is no one to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, detail] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request headers are too large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request timed out']
          : [400, 'Bad request'];
    const body = JSON.stringify({ detail });
    const head = Object.entries({
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}\r\n`);
    if (socket.writable)
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
    socket.destroy(error);
  };
}

/**
 * One place turns every failure into the `{detail}` shape (docs/http-api.md#errors); nothing internal leaks.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (request.url.length > MAX_URL_LENGTH) throw new HttpError(414, URL_TOO_LONG);
  });
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
