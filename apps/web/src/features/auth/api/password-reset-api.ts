import { apiRequest } from '@/lib/api-client';

export function requestPasswordReset(email: string): Promise<void> {
  return apiRequest<void>('/auth/request-password-reset', { body: { email }, auth: false });
}

export function checkResetToken(token: string): Promise<{ valid: true }> {
  return apiRequest('/auth/verify-password-reset-token', { body: { token }, auth: false });
}

export function resetPassword(token: string, newPassword: string, confirmPassword: string): Promise<void> {
  return apiRequest<void>('/auth/reset-password', {
    body: { token, new_password: newPassword, confirm_password: confirmPassword },
    auth: false,
  });
}
