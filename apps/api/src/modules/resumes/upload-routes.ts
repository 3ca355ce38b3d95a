import multipart from '@fastify/multipart';
import { LIMITS, UPLOAD_TOO_LARGE_MESSAGE, uploadResumeResponseSchema } from '@resume/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Detail, HttpError } from '../../lib/http-error';
import { errorResponses } from '../../lib/route-schemas';
import { type UploadedFile, uploadResume } from './upload-service';

/** Multipart framing around one file and a few small fields stays far below this. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * A refusal while the body is being received leaves the rest of it unread; the connection could
 * not carry another request after it, so it is closed.
 */
const refusal = (status: number, detail: Detail) => new HttpError(status, detail, { connection: 'close' });

const tooLarge = () => refusal(413, UPLOAD_TOO_LARGE_MESSAGE);

const missingFile = () =>
  refusal(422, [
    { msg: 'Attach the resume file in the field "file"', loc: ['body', 'file'], type: 'missing' },
  ]);

/** Reads the file part into memory, counting as it goes: never more than the limit plus one chunk. */
async function readLimited(stream: AsyncIterable<Buffer>): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size > LIMITS.uploadMaxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** The one file of a multipart/form-data body, in the field `file`. */
async function receiveFile(request: FastifyRequest): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the resume as multipart/form-data with the file in the field "file"');
  }
  if (Number(request.headers['content-length']) > LIMITS.uploadMaxBytes + MULTIPART_OVERHEAD_BYTES) {
    throw tooLarge();
  }
  try {
    const part = await request.file();
    if (part?.fieldname !== 'file') throw missingFile();
    return { bytes: await readLimited(part.file), fileName: part.filename };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The multipart plugin's own limits carry a 4xx status; anything else is a malformed body.
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) throw refusal(status, (error as Error).message);
    throw refusal(400, 'The upload is not well-formed multipart/form-data');
  }
}

/**
 * POST /resumes/upload. The multipart parser is registered here only, so no other route accepts
 * multipart bodies; busboy stops a file part one byte past the limit.
 */
export const resumeUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadMaxBytes + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });

  app.post(
    '/resumes/upload',
    {
      preHandler: app.requireUser,
      // The body schema describes the form in /api/docs; receiveFile reads and checks the stream.
      attachValidation: true,
      schema: {
        tags: ['resumes'],
        summary: 'Upload a resume (PDF, DOCX or TXT) to create a new editable resume',
        description: `multipart/form-data with the file in the field \`file\`, at most ${LIMITS.uploadMaxBytes / (1024 * 1024)} MiB and ${LIMITS.uploadMaxPages} pages. The type is judged by content, not name.`,
        consumes: ['multipart/form-data'],
        body: z.object({ file: z.file() }),
        response: {
          201: uploadResumeResponseSchema,
          ...errorResponses(400, 401, 403, 413, 415, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const caller = { user: request.user!, address: request.ip };
      return reply.code(201).send(await uploadResume(deps, caller, () => receiveFile(request)));
    },
  );
};
