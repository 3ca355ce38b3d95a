import { onboardingResponsesSchema, type User } from '@resume/core';
import type { UserRow } from './repo';

export function isPremium(row: UserRow, now = new Date()): boolean {
  return row.premiumUnlimited || (row.premiumUntil !== null && row.premiumUntil > now);
}

/** The User entity exactly as docs/http-api.md#user shows it. */
export function presentUser(row: UserRow, now = new Date()): User {
  const premium = isPremium(row, now);
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    is_registered: row.email !== null,
    is_verified: row.isVerified,
    has_completed_onboarding: row.hasCompletedOnboarding,
    // Answers stored under options since reworded read as none: the person then sees the defaults.
    onboarding_responses: onboardingResponsesSchema.safeParse(row.onboardingResponses).data ?? null,
    is_premium: premium,
    premium_until: row.premiumUntil?.toISOString() ?? null,
    credits: row.credits,
    credits_unlimited: premium,
    guest_id: row.guestId,
    created_at: row.createdAt.toISOString(),
  };
}
