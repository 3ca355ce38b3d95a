import { APPLICATION_LIMITS, applicationImportResultSchema } from '@resume/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { exportApplicationsCsv, IMPORTS_PER_HOUR, importApplicationsCsv } from './transfer';

const CSV = 'text/csv';

/** CSV export and import of the person's applications; text/csv bodies are read here only. */
export const applicationTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const tags = ['applications'];
  app.addContentTypeParser(
    CSV,
    { parseAs: 'string', bodyLimit: APPLICATION_LIMITS.csvImportBytes },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/applications/export.csv',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Download your applications as CSV',
        description:
          'RFC 4180, UTF-8 with a byte-order mark, the columns of APPLICATION_CSV_COLUMNS. A cell starting ' +
          "with = + - @ or ' gets a leading apostrophe (spreadsheets would run it as a formula); import removes it.",
        produces: [CSV],
        response: { 200: z.string().describe('The CSV file'), ...errorResponses(401) },
      },
    },
    async (request, reply) =>
      reply
        .type(`${CSV}; charset=utf-8`)
        .header('content-disposition', 'attachment; filename="applications.csv"')
        .header('cache-control', 'no-store')
        .send(await exportApplicationsCsv(deps, request.user!)),
  );

  app.post(
    '/applications/import',
    {
      preHandler: app.requireUser,
      bodyLimit: APPLICATION_LIMITS.csvImportBytes,
      schema: {
        tags,
        summary: 'Add applications from a CSV file',
        description:
          `A text/csv body of at most 1 MiB and ${APPLICATION_LIMITS.csvImportRows} rows, with a header row naming ` +
          'the columns as the export does (company and role required, others optional, in any order). Valid rows ' +
          'are added in one transaction; each refused row is listed with its number (the header is row 1) and ' +
          'why. The plan’s limit stops the import at the first row beyond it, listed as an error. A file that is ' +
          'not CSV, lacks the header or has too many rows: 422, nothing added. ' +
          `${IMPORTS_PER_HOUR} imports an hour per person (429).`,
        consumes: [CSV],
        body: z.string().describe('The CSV file'),
        response: { 200: applicationImportResultSchema, ...errorResponses(401, 413, 415, 422, 429) },
      },
    },
    async (request) => importApplicationsCsv(deps, request.user!, request.body),
  );
};
