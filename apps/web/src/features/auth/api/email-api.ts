import type { ResendResponse, User } from '@resume/core';
import { apiRequest } from '@/lib/api-client';

export function verifyEmail(email: string, code: string): Promise<User> {
  return apiRequest<User>('/auth/verify-email', { body: { email, code } });
}

export function resendVerificationCode(email: string): Promise<ResendResponse> {
  return apiRequest<ResendResponse>('/auth/resend-verification-code', {
    body: { email, code_type: 'email_confirm' },
  });
}
