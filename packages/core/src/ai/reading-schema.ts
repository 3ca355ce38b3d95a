import { z } from 'zod';
import { contactTypes, resumeDataSchema, skillLevels, type storedResumeDataSchema } from '../schemas/resume';

/**
 * "Read with AI" (issue 33): a model reads an uploaded file's text into ResumeData, every value is
 * checked against that text, and the result is compared with the layout parser's reading.
 */

const printed = z.string();
/** Dates as the file prints them are accepted too: the check reads them into `YYYY-MM` or `YYYY`. */
const printedDate = z
  .string()
  .describe('YYYY-MM, or YYYY when no month is printed; "" when no date is printed');

/**
 * ResumeData as a model is asked to fill it: every field required (structured-output modes want
 * that), no defaults and no length limits (a value past a limit is judged after the check, not
 * refused mid-answer), dates as plain strings. It must stay assignable to ResumeData's input,
 * which the type check below this schema enforces.
 */
export const modelReadingSchema = z.object({
  title: printed.describe('the headline or target role printed under the name'),
  first_name: printed,
  middle_name: printed,
  last_name: printed,
  email: printed,
  phone: printed,
  location: printed,
  contacts: z.array(z.object({ type: z.enum(contactTypes), value: printed, label: printed })),
  summary: printed,
  skills: z.array(z.object({ name: printed, level: z.enum(skillLevels).nullable() })),
  experience: z.array(
    z.object({
      job_title: printed,
      company: printed,
      city: printed,
      country: printed,
      start_date: printedDate,
      end_date: printedDate.nullable(),
      is_current: z.boolean(),
      company_description: printed,
      achievements: z.array(printed),
    }),
  ),
  education: z.array(
    z.object({
      degree: printed,
      institution: printed,
      field_of_study: printed,
      city: printed,
      country: printed,
      start_date: printedDate,
      graduation_date: printedDate.nullable(),
    }),
  ),
  extras: z.object({
    languages: z.array(z.object({ name: printed, level: printed })),
    certifications: z.array(z.object({ name: printed, issuer: printed, date: printedDate })),
    projects: z.array(z.object({ name: printed, description: printed, url: printed })),
    links: z.array(z.object({ label: printed, url: printed })),
  }),
});
export type ModelReading = z.infer<typeof modelReadingSchema>;

// The model's answer has exactly ResumeData's fields but the design, the photo and the section
// arrangement (`sections`, `custom_sections`: how the resume looks, a picture, and the person's own
// layout, which no reading of a file's text gives): a field added to one and not the other fails the
// type check here.
type StoredInput = Required<
  Omit<z.input<typeof storedResumeDataSchema>, 'design' | 'photo' | 'sections' | 'custom_sections'>
>;
const _sameFields: Record<keyof StoredInput, unknown> = {} as ModelReading;
const _fitsResumeData: z.input<typeof storedResumeDataSchema> = {} as ModelReading;
void _sameFields;
void _fitsResumeData;

/** A value the model gave that the file does not hold: removed from the reading, shown to the person. */
export const unsupportedValueSchema = z.object({
  /** Where it was in the model's reading, as a ResumeData path (`experience.0.achievements.2`). */
  path: z.string(),
  value: z.string(),
});
export type UnsupportedValue = z.infer<typeof unsupportedValueSchema>;

export const readingSections = [
  'personal',
  'contacts',
  'skills',
  'experience',
  'education',
  'languages',
  'certifications',
  'projects',
  'links',
] as const;
export type ReadingSection = (typeof readingSections)[number];

/** One thing a person chooses between: the layout reading's value or the AI's. */
export const readingRowSchema = z.object({
  /**
   * The row's key: a personal field (`name` stands for first, middle and last name; `email`,
   * `phone`, `location`, `title`, `summary`), `skills`, or an entry as `experience.2`, numbered in
   * the order the rows come (the merged list's order).
   */
  path: z.string(),
  section: z.enum(readingSections),
  label: z.string(),
  /** What each reading holds here, as text to show; null when it holds nothing. */
  layout: z.string().nullable(),
  ai: z.string().nullable(),
  same: z.boolean(),
  /** For an entry: its index in each reading's list, null on the side that lacks it. */
  layout_index: z.number().int().nullable(),
  ai_index: z.number().int().nullable(),
});
export type ReadingRow = z.infer<typeof readingRowSchema>;

/** POST /resumes/{id}/ai-read: the checked AI reading and how it compares with the layout one. */
export const aiReadingSchema = z.object({
  /** The model's reading with every value the file does not hold removed. */
  reading: resumeDataSchema,
  rows: z.array(readingRowSchema),
  unsupported: z.array(unsupportedValueSchema),
  /** The model that read the file. */
  writer: z.string(),
});
export type AiReading = z.infer<typeof aiReadingSchema>;

/**
 * GET /ai/reading: whether "Read with AI" is offered. Only a model can read a file; the offline
 * writer cannot, so the import review shows the button only when this says so.
 */
export const aiReadingAvailabilitySchema = z.object({ available: z.boolean() });
export type AiReadingAvailability = z.infer<typeof aiReadingAvailabilitySchema>;
