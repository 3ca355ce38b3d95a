import { z } from 'zod';
import { resumeSchema } from './resume-api';

/**
 * Something the upload parser read but is not sure of, for the person to check before going on:
 * `field` is a ResumeData path (`experience.0.company`), like an analysis finding's.
 */
export const importCheckSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type ImportCheck = z.infer<typeof importCheckSchema>;

/** 201 answer to POST /resumes/upload (API.md): the new resume and what could not be read. */
export const uploadResumeResponseSchema = z.object({
  resume_id: z.uuid(),
  resume: resumeSchema,
  warnings: z.array(z.string()),
  /** An addition to API.md's shape: uncertain readings, marked on the import screen. */
  checks: z.array(importCheckSchema),
});
export type UploadResumeResponse = z.infer<typeof uploadResumeResponseSchema>;
