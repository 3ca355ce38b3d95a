import {
  type CoverLetter,
  type CoverLetterContent,
  type CoverLetterListItem,
  coverLetterContentSchema,
} from '@resume/core';
import type { CoverLetterRow } from './repo';

/** The stored fields, read through the schema so rows written before a new field gain its default. */
export const letterContent = (row: CoverLetterRow): CoverLetterContent =>
  coverLetterContentSchema.parse(row.content);

export function presentCoverLetter(row: CoverLetterRow): CoverLetter {
  return {
    ...letterContent(row),
    id: row.id,
    resume_id: row.resumeId,
    job_description: row.jobDescription,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentCoverLetterListItem(row: CoverLetterRow): CoverLetterListItem {
  const { company, role, date } = letterContent(row);
  return {
    id: row.id,
    resume_id: row.resumeId,
    company,
    role,
    date,
    updated_at: row.updatedAt.toISOString(),
  };
}
