import type { OnboardingResponses, User } from '@resume/core';
import { apiRequest } from '@/lib/api-client';

/** Answers the user with has_completed_onboarding set. */
export function completeOnboarding(responses: OnboardingResponses): Promise<User> {
  return apiRequest<User>('/user/onboarding/complete', { body: { responses } });
}
