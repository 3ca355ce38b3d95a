import { z } from 'zod';
import { LIMITS } from '../product';
import { resumeSchema } from './resume-api';

/** What the upload reads, for a file picker's `accept` (the server still judges by content). */
export const UPLOAD_ACCEPT = '.pdf,.docx,.txt';

const megabytes = LIMITS.uploadMaxBytes / (1024 * 1024);

/** The same words whether the browser or the server refuses the file. */
export const UPLOAD_TOO_LARGE_MESSAGE = `This file is larger than ${megabytes} MB. Upload a PDF, DOCX or TXT file of at most ${megabytes} MB.`;

/** 201 answer to POST /resumes/upload (API.md): the new resume and what could not be read. */
export const uploadResumeResponseSchema = z.object({
  resume_id: z.uuid(),
  resume: resumeSchema,
  warnings: z.array(z.string()),
});
export type UploadResumeResponse = z.infer<typeof uploadResumeResponseSchema>;
