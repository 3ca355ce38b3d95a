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

/** The parts of a resume whose reading the upload rates: the header's contact fields and the main lists. */
export const IMPORT_SECTIONS = ['contact', 'experience', 'education', 'skills'] as const;
export type ImportSection = (typeof IMPORT_SECTIONS)[number];

/** How sure the parser is that it read a section as the file printed it. */
export const READING_CONFIDENCES = ['high', 'medium', 'low'] as const;
export type ReadingConfidence = (typeof READING_CONFIDENCES)[number];

/**
 * How well one section was read: `low` means it was probably misread (entries lost or merged),
 * `medium` that part of it may be; `reasons` say why, in words for the person who uploaded it.
 */
export const importSectionConfidenceSchema = z.object({
  section: z.enum(IMPORT_SECTIONS),
  confidence: z.enum(READING_CONFIDENCES),
  reasons: z.array(z.string()),
});
export type ImportSectionConfidence = z.infer<typeof importSectionConfidenceSchema>;

/** The sections read with less than high confidence: the ones the import review asks to compare with the file. */
export const doubtfulSections = (sections: readonly ImportSectionConfidence[]): ImportSectionConfidence[] =>
  sections.filter((s) => s.confidence !== 'high');

/**
 * 201 answer to POST /resumes/upload (docs/http-api.md#upload): the new resume and what could not be read.
 */
export const uploadResumeResponseSchema = z.object({
  resume_id: z.uuid(),
  resume: resumeSchema,
  warnings: z.array(z.string()),
  /** Uncertain readings (docs/http-api.md#upload), marked on the import screen. */
  checks: z.array(importCheckSchema),
  /** How surely each section was read (docs/http-api.md#upload), so a misread is said plainly. */
  sections: z.array(importSectionConfidenceSchema),
});
export type UploadResumeResponse = z.infer<typeof uploadResumeResponseSchema>;
