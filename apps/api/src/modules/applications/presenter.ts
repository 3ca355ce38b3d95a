import type {
  Application,
  ApplicationContact,
  ApplicationSnapshot,
  ApplicationStage,
  SalaryRange,
  StageDates,
} from '@resume/core';
import type { ApplicationRow } from './repo';

/** The API's Application; the JSON columns were validated against the core schemas when written. */
export function presentApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    stage: row.stage as ApplicationStage,
    position: row.position,
    stage_dates: row.stageDates as StageDates,
    company: row.company,
    role: row.role,
    posting_url: row.postingUrl,
    posting_text: row.postingText,
    place: row.place,
    salary: row.salary as SalaryRange | null,
    contacts: row.contacts as ApplicationContact[],
    notes: row.notes,
    resume_id: row.resumeId,
    cover_letter_id: row.coverLetterId,
    remind_on: row.remindOn,
    reminded_at: row.remindedAt?.toISOString() ?? null,
    snapshot: row.snapshot as ApplicationSnapshot | null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
