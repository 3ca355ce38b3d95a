import { z } from 'zod';
import { resumeDataSchema, storedResumeDataSchema } from './resume';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text';

export const resumeSources = ['scratch', 'upload', 'duplicate', 'import'] as const;

const resumeName = z
  .string()
  .trim()
  .min(1, 'Give your resume a name')
  .max(120)
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
const templateId = z.string().min(1).max(40);

/** The largest value of the PostgreSQL `integer` column a resume's version is stored in. */
export const MAX_RESUME_VERSION = 2_147_483_647;
/**
 * A resume's version (optimistic concurrency): from 1, bounded by its column, so a write naming a
 * number no resume can have is a 422, never a database error.
 */
const resumeVersion = z.number().int().min(1).max(MAX_RESUME_VERSION);

/** A resume as the API returns it (docs/http-api.md#resumes). */
export const resumeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  template: z.string(),
  data: storedResumeDataSchema,
  version: resumeVersion,
  score: z.number().int().nullable(),
  source: z.enum(resumeSources),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Resume = z.infer<typeof resumeSchema>;

/**
 * A resume in the list. `score` is its latest analysis's (a job posting's fit included), null before
 * one; `current_score` is its content's as it is now, without a posting; `title` is its headline:
 * what the list's cards show, sort by and search in.
 */
export const resumeListItemSchema = resumeSchema
  .pick({ id: true, name: true, template: true, score: true, updated_at: true })
  .extend({ title: z.string(), current_score: z.number().int().min(0).max(100) });
export type ResumeListItem = z.infer<typeof resumeListItemSchema>;

export const createResumeRequestSchema = z.object({
  name: resumeName.optional(),
  template: templateId.optional(),
  data: resumeDataSchema.optional(),
});
export type CreateResumeRequest = z.infer<typeof createResumeRequestSchema>;

export const updateResumeRequestSchema = z.object({
  version: resumeVersion,
  name: resumeName.optional(),
  template: templateId.optional(),
  data: resumeDataSchema.optional(),
});
export type UpdateResumeRequest = z.infer<typeof updateResumeRequestSchema>;

export const resumeIdParamsSchema = z.object({ id: z.string() });

/** 409 body: the write named a stale version (docs/http-api.md#concurrency). */
export type VersionConflictDetail = { msg: string; current_version: number };
