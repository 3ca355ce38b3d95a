import type { TailorChange, Tailoring } from '@resume/core';
import type { TailoringRow } from './repo';

/** The Tailoring entity of the API; its changes were validated when they were proposed. */
export function presentTailoring(row: TailoringRow): Tailoring {
  return {
    resume_id: row.resumeId,
    source_resume_id: row.sourceResumeId,
    role: row.role,
    company: row.company,
    job_description: row.jobDescription,
    changes: row.changes as TailorChange[],
    created_at: row.createdAt.toISOString(),
  };
}
