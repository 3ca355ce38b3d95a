import { z } from 'zod';
import { storedResumeDataSchema } from './resume';
import { updateResumeRequestSchema } from './resume-api';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from './storable-text';

/**
 * Why a version of a resume was kept: taken by the server on import, before a template change, on
 * a tailored copy and before a restore; asked for by the person (manual) or by the web app right
 * after an AI change was accepted (ai).
 */
export const versionCauses = ['import', 'template', 'ai', 'tailoring', 'manual', 'restore'] as const;
export type VersionCause = (typeof versionCauses)[number];

/** The causes a client may name when it asks for a snapshot; the others are the server's own. */
export const requestedVersionCauses = ['manual', 'ai'] as const;

export const VERSION_NAME_MAX = 80;

/** One kept version in the history list (without its content). */
export const resumeVersionSchema = z.object({
  id: z.uuid(),
  created_at: z.string(),
  cause: z.enum(versionCauses),
  /** The person's name for a manual version; null otherwise. */
  name: z.string().nullable(),
  /** For a `restore` version (the resume as it was before a restore): when the restored version was kept. */
  restored_from: z.string().nullable(),
});
export type ResumeVersion = z.infer<typeof resumeVersionSchema>;

/** One version with its content, for a preview. */
export const resumeVersionDetailSchema = resumeVersionSchema.extend({
  template: z.string(),
  data: storedResumeDataSchema,
});
export type ResumeVersionDetail = z.infer<typeof resumeVersionDetailSchema>;

const versionName = z
  .string()
  .trim()
  .min(1, 'Give this version a name')
  .max(VERSION_NAME_MAX, `Use at most ${VERSION_NAME_MAX} characters`)
  .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);

/** A snapshot of the resume as stored now: a named manual one, or one marking an accepted AI change. */
export const createResumeVersionRequestSchema = z
  .object({
    cause: z.enum(requestedVersionCauses).default('manual'),
    name: versionName.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.cause === 'manual' && body.name === undefined)
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'Give this version a name' });
  });
export type CreateResumeVersionRequest = z.input<typeof createResumeVersionRequestSchema>;

/** Restore names the resume's version it read, as a PUT does: a stale one is a 409. */
export const restoreResumeVersionRequestSchema = updateResumeRequestSchema.pick({ version: true });
export type RestoreResumeVersionRequest = z.infer<typeof restoreResumeVersionRequestSchema>;

export const resumeVersionParamsSchema = z.object({ id: z.string(), versionId: z.string() });
