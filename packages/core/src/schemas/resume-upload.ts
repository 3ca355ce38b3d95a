import { z } from 'zod';
import { resumeSchema } from './resume-api';

/** 201 answer to POST /resumes/upload (API.md): the new resume and what could not be read. */
export const uploadResumeResponseSchema = z.object({
  resume_id: z.uuid(),
  resume: resumeSchema,
  warnings: z.array(z.string()),
});
export type UploadResumeResponse = z.infer<typeof uploadResumeResponseSchema>;
