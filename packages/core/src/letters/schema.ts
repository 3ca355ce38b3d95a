import { z } from 'zod';
import { storableText } from '../schemas/storable-text';

/**
 * A cover letter as a document of its own: the fields a person edits, kept with the resume it was
 * written from and the posting it answers. Bounds keep one letter to a page or two.
 */
export const COVER_LETTER_LIMITS = {
  paragraphs: { min: 1, max: 6 },
  paragraphChars: 2000,
  shortFieldChars: 120,
  jobDescriptionChars: 20_000,
  /** Letters a free user may keep; Pro users may keep many more (a cap against runaway clients). */
  freeLetters: 10,
  proLetters: 500,
} as const;

const short = storableText(COVER_LETTER_LIMITS.shortFieldChars);
const paragraph = storableText(COVER_LETTER_LIMITS.paragraphChars);
const jobDescription = storableText(COVER_LETTER_LIMITS.jobDescriptionChars);

/** What the person edits: everything the letter prints. */
export const coverLetterContentSchema = z.object({
  recipient_name: short.default(''),
  recipient_title: short.default(''),
  company: short,
  role: short,
  /** As printed ("27 November 2026"): the person may write it however they like. */
  date: storableText(60),
  greeting: short,
  paragraphs: z
    .array(paragraph)
    .min(COVER_LETTER_LIMITS.paragraphs.min)
    .max(COVER_LETTER_LIMITS.paragraphs.max),
  closing: short,
  signature_name: short,
});
export type CoverLetterContent = z.infer<typeof coverLetterContentSchema>;

/** The largest value of the PostgreSQL `integer` column the version is stored in. */
const letterVersion = z.number().int().min(1).max(2_147_483_647);

/** A cover letter as the API returns it. `resume_id` is null once its resume was deleted. */
export const coverLetterSchema = coverLetterContentSchema.extend({
  id: z.uuid(),
  resume_id: z.uuid().nullable(),
  job_description: z.string(),
  version: letterVersion,
  created_at: z.string(),
  updated_at: z.string(),
});
export type CoverLetter = z.infer<typeof coverLetterSchema>;

export const coverLetterListItemSchema = coverLetterSchema.pick({
  id: true,
  resume_id: true,
  company: true,
  role: true,
  date: true,
  updated_at: true,
});
export type CoverLetterListItem = z.infer<typeof coverLetterListItemSchema>;

export const createCoverLetterRequestSchema = z.object({
  resume_id: z.uuid(),
  job_description: jobDescription.refine((text) => text.trim() !== '', 'Paste the job posting'),
  /** The person's own reading wins over the one from the posting. */
  company: short.optional(),
  role: short.optional(),
});
export type CreateCoverLetterRequest = z.infer<typeof createCoverLetterRequestSchema>;

/** A save names the version it read, as a resume's does; any field left out stays as it is. */
export const updateCoverLetterRequestSchema = z.object({
  version: letterVersion,
  recipient_name: short.optional(),
  recipient_title: short.optional(),
  company: short.optional(),
  role: short.optional(),
  date: storableText(60).optional(),
  greeting: short.optional(),
  paragraphs: coverLetterContentSchema.shape.paragraphs.optional(),
  closing: short.optional(),
  signature_name: short.optional(),
  job_description: jobDescription.optional(),
});
export type UpdateCoverLetterRequest = z.infer<typeof updateCoverLetterRequestSchema>;

export const coverLetterFormats = ['pdf', 'docx', 'txt', 'md'] as const;
export type CoverLetterFormat = (typeof coverLetterFormats)[number];

export const coverLetterExportQuerySchema = z.object({
  format: z.enum(coverLetterFormats),
  paper: z.enum(['A4', 'LETTER']).optional(),
});

export const coverLetterIdParamsSchema = z.object({ id: z.string() });
