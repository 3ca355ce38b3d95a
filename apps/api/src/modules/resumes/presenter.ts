import {
  type Resume,
  type ResumeData,
  type ResumeListItem,
  resumeSources,
  storedResumeDataSchema,
} from '@resume/core';
import { listedContent } from './list-scores';
import type { ResumeRow, StoredResume } from './repo';

function asSource(value: string): Resume['source'] {
  return (resumeSources as readonly string[]).includes(value) ? (value as Resume['source']) : 'scratch';
}

/**
 * The Resume entity (docs/http-api.md#resumes) for a response, its data as stored. Nothing is parsed again:
 * every write was validated on the way in, and the response serializer, compiled from resumeSchema, writes
 * the fields an older row lacks with their defaults.
 */
export function resumeAsStored(row: StoredResume): Resume {
  return {
    id: row.id,
    name: row.name,
    template: row.template,
    data: row.data as ResumeData,
    version: row.version,
    score: row.score,
    source: asSource(row.source),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The Resume entity for code that works with its data: stored data is re-read through the schema so old rows gain new fields. */
export function presentResume(row: ResumeRow): Resume {
  return { ...resumeAsStored(row), data: storedResumeDataSchema.parse(row.data) };
}

/** A list item: its content's headline and current score are the engine's (list-scores.ts). */
export function presentListItem(row: {
  id: string;
  name: string;
  template: string;
  score: number | null;
  version: number;
  data: unknown;
  updatedAt: Date;
}): ResumeListItem {
  const { title, currentScore } = listedContent(row);
  return {
    id: row.id,
    name: row.name,
    title,
    template: row.template,
    score: row.score,
    current_score: currentScore,
    updated_at: row.updatedAt.toISOString(),
  };
}
