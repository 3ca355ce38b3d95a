import {
  APPLICATION_CSV_COLUMNS,
  APPLICATION_LIMITS,
  type ApplicationImportResult,
  applicationLimitFor,
  applicationLimitMessage,
} from '@resume/core';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../lib/http-error';
import { enforceRateLimit } from '../../lib/rate-limit-guard';
import { isPremium } from '../users/presenter';
import type { UserRow } from '../users/repo';
import { CsvSyntaxError, readCsv, writeCsv } from './csv';
import { applicationCsvRow, applicationFromCsv, type CsvColumn, type CsvRecord } from './csv-rows';
import { insertApplicationsWithinLimit, type NewApplication } from './repo';
import { listOwnedApplications, newApplication, REMINDER_NEEDS_ACCOUNT } from './service';

type Deps = Pick<AppDeps, 'db'>;

/** Imports a person may start in an hour: each may read 1 MiB and write hundreds of rows. */
export const IMPORTS_PER_HOUR = 10;
type RowError = ApplicationImportResult['errors'][number];

const unreadable = (msg: string) => new HttpError(422, msg);

/** GET /applications/export.csv: every application, in board order, under the header row. */
export async function exportApplicationsCsv(deps: Deps, user: UserRow): Promise<string> {
  const { applications } = await listOwnedApplications(deps, user);
  return writeCsv([APPLICATION_CSV_COLUMNS, ...applications.map(applicationCsvRow)]);
}

/** The data rows as records by column name (a column the header lacks reads as empty), numbered as a spreadsheet shows them. */
function recordsOf(text: string): { row: number; record: CsvRecord }[] {
  let rows: string[][];
  try {
    rows = readCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw unreadable(`This file is not valid CSV: ${error.message}`);
    throw error;
  }
  const header = (rows[0] ?? []).map((name) => name.trim().toLowerCase());
  if (!header.includes('company') || !header.includes('role')) {
    throw unreadable(
      `The first row must name the columns, as the export writes them: ${APPLICATION_CSV_COLUMNS.join(', ')}.`,
    );
  }
  const records = rows
    .map((cells, index) => ({ row: index + 1, cells }))
    .slice(1)
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (records.length > APPLICATION_LIMITS.csvImportRows) {
    throw unreadable(
      `One import can add at most ${APPLICATION_LIMITS.csvImportRows} applications; this file has ${records.length}.`,
    );
  }
  return records.map(({ row, cells }) => ({
    row,
    record: Object.fromEntries(
      APPLICATION_CSV_COLUMNS.map((column: CsvColumn) => [column, cells[header.indexOf(column)] ?? '']),
    ) as CsvRecord,
  }));
}

/**
 * POST /applications/import: the valid rows are added (at the end of their stage's columns) in one
 * transaction, up to the plan's limit; each refused row is reported with why. Imported
 * applications link no resume or letter and carry no snapshot: nothing was sent from here.
 */
export async function importApplicationsCsv(
  deps: Deps & Pick<AppDeps, 'limiter'>,
  user: UserRow,
  text: string,
): Promise<ApplicationImportResult> {
  await enforceRateLimit(
    deps.limiter,
    `application-import:${user.id}`,
    { limit: IMPORTS_PER_HOUR, windowMs: 3_600_000 },
    'Too many imports. Try again in an hour.',
  );
  const errors: RowError[] = [];
  const valid: { row: number; value: NewApplication }[] = [];
  for (const { row, record } of recordsOf(text)) {
    const read = applicationFromCsv(record);
    if ('error' in read) errors.push({ row, detail: read.error });
    else if (read.fields.remind_on && user.email === null)
      errors.push({ row, detail: `remind_on: ${REMINDER_NEEDS_ACCOUNT}` });
    else {
      const value = await newApplication(deps, user, read.fields, read.stageDates);
      valid.push({ row, value: { ...value, snapshot: null } });
    }
  }
  const limit = applicationLimitFor(isPremium(user));
  const inserted = await insertApplicationsWithinLimit(
    deps.db,
    user.id,
    valid.map((v) => v.value),
    limit,
  );
  const firstLeftOut = valid[inserted.length];
  if (firstLeftOut) {
    errors.push({
      row: firstLeftOut.row,
      detail: `${applicationLimitMessage()} This row and the ones after it were not imported.`,
    });
  }
  return { imported: inserted.length, errors: errors.sort((a, b) => a.row - b.row) };
}
