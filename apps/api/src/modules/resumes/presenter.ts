import { type Resume, type ResumeListItem, resumeSources, storedResumeDataSchema } from '@resume/core';
import type { ResumeRow } from './repo';

function asSource(value: string): Resume['source'] {
  return (resumeSources as readonly string[]).includes(value) ? (value as Resume['source']) : 'scratch';
}

/** The Resume entity of API.md. Stored data is re-read through the schema so old rows gain new fields. */
export function presentResume(row: ResumeRow): Resume {
  return {
    id: row.id,
    name: row.name,
    template: row.template,
    data: storedResumeDataSchema.parse(row.data),
    version: row.version,
    score: row.score,
    source: asSource(row.source),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentListItem(row: {
  id: string;
  name: string;
  template: string;
  score: number | null;
  updatedAt: Date;
}): ResumeListItem {
  return {
    id: row.id,
    name: row.name,
    template: row.template,
    score: row.score,
    updated_at: row.updatedAt.toISOString(),
  };
}
