import { z } from 'zod';

/**
 * The AI endpoints' request bodies and answers (docs/http-api.md#ai). A resume id that is not
 * a well-formed id is still answered 404 like any resume that is not the caller's, so it is a
 * bounded string here rather than a uuid.
 */
const resumeId = z.string().min(1).max(100);
const jobDescription = z.string().trim().min(1, 'Paste the job description').max(20_000);

/**
 * "Try again": `variant` asks for another phrasing (0 for the first answer, then the attempt number),
 * and `previous_answer` is the text the person was shown; an answer identical to it is not charged.
 */
const retry = {
  variant: z.number().int().min(0).max(20).optional(),
  previous_answer: z.string().max(6_000).optional(),
};

export const aiSummaryRequestSchema = z.object({ resume_id: resumeId, ...retry });
export type AiSummaryRequest = z.infer<typeof aiSummaryRequestSchema>;

export const aiImproveRequestSchema = z.object({
  resume_id: resumeId,
  /** A ResumeData path of a text field, e.g. `summary` or `experience.0.achievements.2`. */
  field: z.string().min(1).max(200),
  instruction: z.string().max(500).optional(),
  ...retry,
});
export type AiImproveRequest = z.infer<typeof aiImproveRequestSchema>;

export const aiTailorRequestSchema = z.object({
  resume_id: resumeId,
  job_description: jobDescription,
  ...retry,
});
export type AiTailorRequest = z.infer<typeof aiTailorRequestSchema>;

export const writerKinds = ['summary', 'achievements', 'cover_letter', 'free'] as const;
export type WriterKind = (typeof writerKinds)[number];

/**
 * Why the writer cannot start on this request, or null: it needs a prompt, except for a summary or
 * achievements written from a chosen resume. The form says it before sending; the API answers 422.
 */
export function writerPromptProblem(kind: WriterKind, prompt: string, resumeId?: string): string | null {
  if (prompt.trim()) return null;
  if (kind === 'free' || kind === 'cover_letter') return 'Write what you want the AI writer to write.';
  return resumeId ? null : 'Write a few words about it, or choose a resume to write from.';
}

export const aiWriterRequestSchema = z
  .object({
    resume_id: resumeId.optional(),
    kind: z.enum(writerKinds),
    prompt: z.string().trim().max(4_000).default(''),
    ...retry,
  })
  .superRefine((body, context) => {
    const problem = writerPromptProblem(body.kind, body.prompt, body.resume_id);
    if (problem) context.addIssue({ code: 'custom', path: ['prompt'], message: problem });
  });
export type AiWriterRequest = z.infer<typeof aiWriterRequestSchema>;

export const creditsSchema = z.object({ remaining: z.number().int(), unlimited: z.boolean() });
export type Credits = z.infer<typeof creditsSchema>;

/**
 * What one can ask the AI for, one credit each: the four writings, and `read` (read an uploaded
 * file with the model). Used in analytics as `kind`.
 */
export const aiRequestKinds = ['summary', 'improve', 'tailor', 'writer', 'read'] as const;
export type AiRequestKind = (typeof aiRequestKinds)[number];

/** The code of the 403 (docs/http-api.md#error-codes) when a free user has no credits left. */
export const NO_CREDITS_CODE = 'no_credits';

/** A fact in an answer that neither the resume nor the job text contains (see fact-check.ts). */
export type AiFactKind = 'number' | 'date' | 'name';
/**
 * What to check in an answer: an invented fact, or `inflated`, the person's part made bigger than
 * their text says ("helped with" → "led", see part-check.ts); `text` is then the verb that claims
 * more, or "" when the answer only dropped the supporting verb.
 */
export type AiWarningKind = AiFactKind | 'inflated';
export type AiWarning = { kind: AiWarningKind; text: string; message: string };

/**
 * What the end of a stream says besides `end`: who wrote the answer and what to check; `repeated`
 * when the answer is the same as the request's `previous_answer`, whose credit was then given back.
 */
export type AiEnd = { end: true; writer: string; warnings: AiWarning[]; repeated?: true };

/** One `data:` line of an AI stream. */
export type AiStreamEvent = { chunk: string } | AiEnd | { error: string };

/** The name the UI shows when the built-in writer answered. */
export const OFFLINE_WRITER_NAME = 'Offline writer';
