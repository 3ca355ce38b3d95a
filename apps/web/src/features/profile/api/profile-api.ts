import type { ResendResponse, UpdateProfileRequest, User } from '@resume/core';
import { apiRequest } from '@/lib/api-client';

export function updateProfile(changes: UpdateProfileRequest): Promise<User> {
  return apiRequest<User>('/user/me', { method: 'PATCH', body: changes });
}

export function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  return apiRequest<void>('/user/change-password', {
    body: { current_password: currentPassword, new_password: newPassword },
  });
}

export function requestEmailChangeCode(email: string): Promise<ResendResponse> {
  return apiRequest<ResendResponse>('/user/request-email-change-code', { body: { email } });
}

export function confirmEmailChange(email: string, code: string): Promise<User> {
  return apiRequest<User>('/user/confirm-email-change', { body: { email, code } });
}

export function deleteAccount(password: string): Promise<void> {
  return apiRequest<void>('/user/me', { method: 'DELETE', body: { password } });
}
