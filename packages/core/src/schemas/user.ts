import { z } from 'zod';
import { onboardingResponsesSchema } from './onboarding';

export const userSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  is_registered: z.boolean(),
  is_verified: z.boolean(),
  has_completed_onboarding: z.boolean(),
  /** The four answers, which shape the suggestions (guidance/); null until onboarding is done. */
  onboarding_responses: onboardingResponsesSchema.nullable(),
  is_premium: z.boolean(),
  premium_until: z.string().nullable(),
  credits: z.number().int(),
  credits_unlimited: z.boolean(),
  guest_id: z.uuid().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Tokens as the server returns them; `guest_id` only for a guest's session (docs/product.md#session). */
export const tokensSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  guest_id: z.uuid().optional(),
});
export type Tokens = z.infer<typeof tokensSchema>;

/** A guest resume that did not fit in the account it logged in to (it stays with the guest). */
export const resumeNotMovedSchema = z.object({ id: z.uuid(), name: z.string() });

/**
 * POST /auth/login's answer: Tokens, and when the caller was a guest whose resumes did not all fit
 * under the account's resume limit, the ones left with the guest and a sentence saying so.
 */
export const loginResponseSchema = tokensSchema.extend({
  resumes_not_moved: z.array(resumeNotMovedSchema).optional(),
  notice: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshRequestSchema = z.object({ refresh_token: z.string().min(1).max(512) });
