import type { Tokens, User } from '@resume/core';
import { apiRequest } from '@/lib/api-client';
import { storeTokens } from '@/lib/session';

export async function startGuestSession(): Promise<Tokens> {
  const tokens = await apiRequest<Tokens>('/auth/guest', { method: 'POST', auth: false });
  storeTokens(tokens);
  return tokens;
}

export function getCurrentUser(): Promise<User> {
  return apiRequest<User>('/user/me');
}
