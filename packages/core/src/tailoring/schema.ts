import { z } from 'zod';
import { storableText } from '../schemas/storable-text';

/**
 * A tailored copy: a resume copied for one job posting, with the changes proposed to fit it. Each
 * change waits for the person's decision; nothing is changed in the copy until they accept it.
 */
export const TAILORING_LIMITS = { jobDescriptionChars: 20_000 } as const;

export const tailorChangeStatuses = ['pending', 'accepted', 'rejected'] as const;
const status = z.enum(tailorChangeStatuses);
const changeId = z.string().min(1).max(40);

const summaryChange = z.object({
  id: changeId,
  kind: z.literal('summary'),
  status,
  before: z.string(),
  after: z.string(),
  /** The posting's requirements the new summary leads with. */
  terms: z.array(z.string()),
});

const skillsOrderChange = z.object({
  id: changeId,
  kind: z.literal('skills_order'),
  status,
  /** Skill names, in their order before and after. */
  before: z.array(z.string()),
  after: z.array(z.string()),
});

const achievementsOrderChange = z.object({
  id: changeId,
  kind: z.literal('achievements_order'),
  status,
  /** The experience entry: its index when proposed, and its title and company to find it again after edits. */
  entry: z.number().int().min(0),
  job_title: z.string(),
  company: z.string(),
  before: z.array(z.string()),
  after: z.array(z.string()),
});

/** A requirement the resume does not show: added to Skills only when the person confirms they have it. */
const addSkillChange = z.object({
  id: changeId,
  kind: z.literal('add_skill'),
  status,
  skill: z.string(),
  required: z.boolean(),
});

export const tailorChangeSchema = z.discriminatedUnion('kind', [
  summaryChange,
  skillsOrderChange,
  achievementsOrderChange,
  addSkillChange,
]);
export type TailorChange = z.infer<typeof tailorChangeSchema>;
export type TailorChangeStatus = (typeof tailorChangeStatuses)[number];

/** A tailored copy's link to its posting, as the API returns it. */
export const tailoringSchema = z.object({
  resume_id: z.uuid(),
  /** The resume it was copied from; null once that resume was deleted. */
  source_resume_id: z.uuid().nullable(),
  role: z.string(),
  company: z.string(),
  job_description: z.string(),
  changes: z.array(tailorChangeSchema),
  created_at: z.string(),
});
export type Tailoring = z.infer<typeof tailoringSchema>;

export const createTailoredCopyRequestSchema = z.object({
  job_description: storableText(TAILORING_LIMITS.jobDescriptionChars).refine((v) => v.trim() !== '', {
    message: 'Paste the job description first.',
  }),
});
export type CreateTailoredCopyRequest = z.infer<typeof createTailoredCopyRequestSchema>;

/** The person's decisions on proposed changes: one ("Accept") or many at once ("Accept all"). */
export const tailorDecisionsRequestSchema = z.object({
  decisions: z
    .array(z.object({ change_id: changeId, status: z.enum(['accepted', 'rejected']) }))
    .min(1)
    .max(100),
});
export type TailorDecisionsRequest = z.infer<typeof tailorDecisionsRequestSchema>;
