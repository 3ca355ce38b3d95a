import { z } from 'zod';

export const userSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  is_registered: z.boolean(),
  is_verified: z.boolean(),
  has_completed_onboarding: z.boolean(),
  is_premium: z.boolean(),
  premium_until: z.string().nullable(),
  credits: z.number().int(),
  credits_unlimited: z.boolean(),
  guest_id: z.uuid().nullable(),
  created_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Tokens as the server returns them; `guest_id` only for a guest's session (SPEC.md section 4). */
export const tokensSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  guest_id: z.uuid().optional(),
});
export type Tokens = z.infer<typeof tokensSchema>;

export const refreshRequestSchema = z.object({ refresh_token: z.string().min(1).max(512) });
