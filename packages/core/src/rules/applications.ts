import { z } from 'zod';
import { coverLetterContentSchema } from '../letters/schema';
import { resumeDataSchema } from '../schemas/resume';
import { storableText } from '../schemas/storable-text';

/**
 * The person's job applications (docs/product.md#applications): one card per job, moved through
 * the stages from Saved to an outcome. Marking one Applied freezes the resume copy and cover letter
 * that were sent, so later edits to either never change what the employer received.
 */
export const APPLICATION_STAGES = [
  'saved',
  'applied',
  'interview',
  'offer',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** The stages in the person's words, in board order. */
export const APPLICATION_STAGE_LABELS: Record<ApplicationStage, string> = {
  saved: 'Saved',
  applied: 'Applied',
  interview: 'Interview',
  offer: 'Offer',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** Stages that mean the employer answered (for the response rate). */
export const RESPONDED_STAGES: readonly ApplicationStage[] = ['interview', 'offer', 'rejected'];

/**
 * Stages that mean the application was sent: Applied, or an answer to it. A card may skip Applied
 * (the recruiter called first); an interview still means the employer had the application.
 */
export const SENT_STAGES: readonly ApplicationStage[] = ['applied', ...RESPONDED_STAGES];

/** Stages where the search for this job has ended: no follow-up reminder is sent from them. */
export const CLOSED_STAGES: readonly ApplicationStage[] = ['rejected', 'withdrawn'];

export const APPLICATION_LIMITS = {
  /** Applications a free account may keep; Pro has no limit. */
  freeApplications: 20,
  companyChars: 200,
  roleChars: 200,
  placeChars: 200,
  postingUrlChars: 2_000,
  postingTextChars: 20_000,
  notesChars: 10_000,
  contacts: 10,
  contactFieldChars: 200,
  /** Rows one CSV import may add. */
  csvImportRows: 500,
  csvImportBytes: 1024 * 1024,
} as const;

/** How many applications the plan allows: null for Pro (no limit). */
export const applicationLimitFor = (premium: boolean): number | null =>
  premium ? null : APPLICATION_LIMITS.freeApplications;

export const APPLICATION_LIMIT_CODE = 'application_limit';

export const applicationLimitMessage = () =>
  `Free accounts can track ${APPLICATION_LIMITS.freeApplications} applications. Delete one you no longer need, or upgrade to Pro for unlimited applications.`;

const text = (max: number) => storableText(max);
const day = z.iso.date('Use a date as YYYY-MM-DD').describe('YYYY-MM-DD');

export const applicationContactSchema = z.object({
  name: text(APPLICATION_LIMITS.contactFieldChars).default(''),
  role: text(APPLICATION_LIMITS.contactFieldChars).default(''),
  email: text(APPLICATION_LIMITS.contactFieldChars).default(''),
  phone: text(APPLICATION_LIMITS.contactFieldChars).default(''),
});
export type ApplicationContact = z.infer<typeof applicationContactSchema>;

/** A salary range as the posting or the person states it; either end may be absent, neither reversed. */
export const salaryRangeSchema = z
  .object({
    min: z.number().int().min(0).nullable().default(null),
    max: z.number().int().min(0).nullable().default(null),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'Use a three-letter currency code')
      .default('USD'),
    period: z.enum(['year', 'month', 'hour']).default('year'),
  })
  .refine((range) => range.min === null || range.max === null || range.max >= range.min, {
    message: 'The top of the range is below its bottom',
    path: ['max'],
  });
export type SalaryRange = z.infer<typeof salaryRangeSchema>;

/** The day each stage was reached (the latest time, if it was reached twice); absent if never. */
export const stageDatesSchema = z.partialRecord(z.enum(APPLICATION_STAGES), day);
export type StageDates = z.infer<typeof stageDatesSchema>;

/** What the person edits; every field may be sent alone in an update. */
const editable = {
  company: text(APPLICATION_LIMITS.companyChars),
  role: text(APPLICATION_LIMITS.roleChars),
  posting_url: text(APPLICATION_LIMITS.postingUrlChars)
    .refine(
      (v) => v === '' || /^https?:\/\/\S+$/i.test(v),
      'Use a web address starting with http:// or https://',
    )
    .default(''),
  posting_text: text(APPLICATION_LIMITS.postingTextChars).default(''),
  place: text(APPLICATION_LIMITS.placeChars).default(''),
  salary: salaryRangeSchema.nullable().default(null),
  contacts: z.array(applicationContactSchema).max(APPLICATION_LIMITS.contacts).default([]),
  notes: text(APPLICATION_LIMITS.notesChars).default(''),
  /** The resume (usually a tailored copy) and the cover letter meant for this job; null: none yet. */
  resume_id: z.uuid().nullable().default(null),
  cover_letter_id: z.uuid().nullable().default(null),
  /** A follow-up reminder e-mailed on this day (once); null: none. */
  remind_on: day.nullable().default(null),
};

/** A frozen copy of what was sent, taken when the application was (last) marked Applied. */
export const applicationSnapshotSchema = z.object({
  taken_at: z.string(),
  resume: z.object({ id: z.uuid(), title: z.string(), data: resumeDataSchema }).nullable(),
  cover_letter: z.object({ id: z.uuid(), content: coverLetterContentSchema }).nullable(),
});
export type ApplicationSnapshot = z.infer<typeof applicationSnapshotSchema>;

export const applicationSchema = z.object({
  id: z.uuid(),
  stage: z.enum(APPLICATION_STAGES),
  /** Position within its stage's column, 0 first. */
  position: z.number().int().min(0),
  stage_dates: stageDatesSchema,
  company: z.string(),
  role: z.string(),
  posting_url: z.string(),
  posting_text: z.string(),
  place: z.string(),
  salary: salaryRangeSchema.nullable(),
  contacts: z.array(applicationContactSchema),
  notes: z.string(),
  resume_id: z.uuid().nullable(),
  cover_letter_id: z.uuid().nullable(),
  remind_on: day.nullable(),
  /** When the reminder was sent; null until it is (a new remind_on clears it). */
  reminded_at: z.string().nullable(),
  snapshot: applicationSnapshotSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

/** POST /applications: by hand. Company and role are required. */
export const createApplicationRequestSchema = z.strictObject({
  ...editable,
  company: editable.company.refine((v) => v.trim() !== '', 'Enter the company'),
  role: editable.role.refine((v) => v.trim() !== '', 'Enter the role'),
  stage: z.enum(APPLICATION_STAGES).default('saved'),
});
export type CreateApplicationRequest = z.input<typeof createApplicationRequestSchema>;

/** POST /applications/from-tailoring: one step from a tailored copy (company, role, posting from it). */
export const createApplicationFromTailoringRequestSchema = z.strictObject({
  resume_id: z.uuid(),
  cover_letter_id: z.uuid().nullable().default(null),
});

/** PATCH /applications/{id}: any editable field, and/or a move (stage and position within it). */
export const updateApplicationRequestSchema = z.strictObject({
  company: editable.company.refine((v) => v.trim() !== '', 'Enter the company').optional(),
  role: editable.role.refine((v) => v.trim() !== '', 'Enter the role').optional(),
  posting_url: editable.posting_url.optional(),
  posting_text: editable.posting_text.optional(),
  place: editable.place.optional(),
  salary: salaryRangeSchema.nullable().optional(),
  contacts: z.array(applicationContactSchema).max(APPLICATION_LIMITS.contacts).optional(),
  notes: editable.notes.optional(),
  resume_id: z.uuid().nullable().optional(),
  cover_letter_id: z.uuid().nullable().optional(),
  remind_on: day.nullable().optional(),
  stage: z.enum(APPLICATION_STAGES).optional(),
  position: z.number().int().min(0).optional(),
});
export type UpdateApplicationRequest = z.infer<typeof updateApplicationRequestSchema>;

/** The person's funnel: how far their applications got, and what got interviews. */
export const applicationFunnelSchema = z.object({
  /** Applications now in each stage. */
  by_stage: z.record(z.enum(APPLICATION_STAGES), z.number().int()),
  /** Applications that reached each stage at some time (from stage_dates; Applied: any of SENT_STAGES). */
  reached: z.record(z.enum(APPLICATION_STAGES), z.number().int()),
  /** Of those sent (SENT_STAGES), the share that reached Interview, Offer or Rejected; null with none. */
  response_rate: z.number().min(0).max(1).nullable(),
  /** Per resume sent (by its snapshot): applications, and how many reached Interview or Offer. */
  resumes: z.array(
    z.object({
      resume_id: z.uuid().nullable(),
      title: z.string(),
      applications: z.number().int(),
      interviews: z.number().int(),
    }),
  ),
});
export type ApplicationFunnel = z.infer<typeof applicationFunnelSchema>;

/** GET /applications: every application, by stage then position, with the plan's limit and the funnel. */
export const applicationListSchema = z.object({
  applications: z.array(applicationSchema),
  used: z.number().int(),
  limit: z.number().int().nullable(),
  funnel: applicationFunnelSchema,
});
export type ApplicationList = z.infer<typeof applicationListSchema>;

/** The CSV columns, in order (GET /applications/export.csv writes them, POST /applications/import reads them). */
export const APPLICATION_CSV_COLUMNS = [
  'company',
  'role',
  'stage',
  'place',
  'posting_url',
  'posting_text',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_period',
  'saved_on',
  'applied_on',
  'interview_on',
  'offer_on',
  'rejected_on',
  'withdrawn_on',
  'remind_on',
  'contacts',
  'notes',
] as const;

/** GET|PATCH|DELETE /applications/{id}: any string, so a malformed id is a 404 like a stranger's. */
export const applicationIdParamsSchema = z.object({ id: z.string() });

/** POST /applications/import: how many rows were added, and why each refused row was (row 1 is the header). */
export const applicationImportResultSchema = z.object({
  imported: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), detail: z.string() })),
});
export type ApplicationImportResult = z.infer<typeof applicationImportResultSchema>;
