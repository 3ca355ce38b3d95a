import {
  APPLICATION_CSV_COLUMNS,
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGES,
  type Application,
  type ApplicationStage,
  createApplicationRequestSchema,
  type StageDates,
  stageDatesSchema,
} from '@resume/core';
import type { z } from 'zod';
import { readContactsCell, writeContactsCell } from './contacts-cell';
import type { NewApplicationFields } from './service';

export type CsvColumn = (typeof APPLICATION_CSV_COLUMNS)[number];
export type CsvRecord = Record<CsvColumn, string>;

const dayColumn = (stage: ApplicationStage) => `${stage}_on` as CsvColumn;
const numberCell = (value: number | null | undefined) => (value == null ? '' : String(value));

/** One application as a CSV row, in APPLICATION_CSV_COLUMNS order. */
export function applicationCsvRow(a: Application): string[] {
  const cells: Partial<CsvRecord> = {
    company: a.company,
    role: a.role,
    stage: a.stage,
    place: a.place,
    posting_url: a.posting_url,
    posting_text: a.posting_text,
    salary_min: numberCell(a.salary?.min),
    salary_max: numberCell(a.salary?.max),
    salary_currency: a.salary?.currency ?? '',
    salary_period: a.salary?.period ?? '',
    remind_on: a.remind_on ?? '',
    contacts: writeContactsCell(a.contacts),
    notes: a.notes,
  };
  for (const stage of APPLICATION_STAGES) cells[dayColumn(stage)] = a.stage_dates[stage] ?? '';
  return APPLICATION_CSV_COLUMNS.map((column) => cells[column] ?? '');
}

/** The stage named by its id or its label, in any case; empty means Saved. */
function stageOf(cell: string): string {
  const wanted = cell.trim().toLowerCase();
  if (wanted === '') return 'saved';
  const stage = APPLICATION_STAGES.find(
    (s) => s === wanted || APPLICATION_STAGE_LABELS[s].toLowerCase() === wanted,
  );
  return stage ?? cell;
}

/** A number cell as the schema will judge it: empty is none, digits a number, anything else as written. */
const numberOf = (cell: string) =>
  cell.trim() === '' ? null : /^\d+$/.test(cell.trim()) ? Number(cell) : cell;

function salaryOf(r: CsvRecord) {
  const cells = [r.salary_min, r.salary_max, r.salary_currency, r.salary_period];
  if (cells.every((cell) => cell.trim() === '')) return null;
  return {
    min: numberOf(r.salary_min),
    max: numberOf(r.salary_max),
    currency: r.salary_currency.trim() || undefined,
    period: r.salary_period.trim() || undefined,
  };
}

/** The CSV column a schema issue is about, for the row's error. */
function columnOf(path: readonly PropertyKey[]): string {
  const [first, second] = path;
  if (first === 'salary' && typeof second === 'string') return `salary_${second}`;
  if (APPLICATION_STAGES.some((stage) => stage === first)) return `${String(first)}_on`;
  return String(first ?? 'row');
}

const problem = (error: z.ZodError) => {
  const issue = error.issues[0]!;
  return `${columnOf(issue.path)}: ${issue.message}`;
};

export type ReadRow = { fields: NewApplicationFields; stageDates: StageDates } | { error: string };

/** A CSV record as a new application's fields, validated as POST /applications validates them. */
export function applicationFromCsv(r: CsvRecord): ReadRow {
  const fields = createApplicationRequestSchema.safeParse({
    company: r.company,
    role: r.role,
    stage: stageOf(r.stage),
    place: r.place,
    posting_url: r.posting_url.trim(),
    posting_text: r.posting_text,
    salary: salaryOf(r),
    contacts: readContactsCell(r.contacts),
    notes: r.notes,
    remind_on: r.remind_on.trim() || null,
  });
  if (!fields.success) return { error: problem(fields.error) };
  const days = Object.fromEntries(
    APPLICATION_STAGES.filter((stage) => r[dayColumn(stage)].trim()).map((stage) => [
      stage,
      r[dayColumn(stage)].trim(),
    ]),
  );
  const stageDates = stageDatesSchema.safeParse(days);
  if (!stageDates.success) return { error: problem(stageDates.error) };
  return { fields: fields.data, stageDates: stageDates.data };
}
