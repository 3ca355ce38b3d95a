import type { LoginRequest, LoginResponse, SignupRequest, Tokens, User } from '@resume/core';
import { apiRequest, refreshTokens } from '@/lib/api-client';
import { isExpired, readSession, storeTokens } from '@/lib/session';

/** The server calls that open, read and close a session: as a guest, or with an account. */

export async function startGuestSession(): Promise<Tokens> {
  const tokens = await apiRequest<Tokens>('/auth/guest', { method: 'POST', auth: false });
  storeTokens(tokens);
  return tokens;
}

export function getCurrentUser(): Promise<User> {
  return apiRequest<User>('/user/me');
}

/**
 * Signup and login take the guest's bearer so the guest's work comes along, but they never answer
 * 401 for an expired one (they would just treat the caller as anonymous): refresh it first.
 */
async function freshGuestBearer(): Promise<void> {
  const session = readSession();
  if (!session || !isExpired(session.access_token)) return;
  try {
    await refreshTokens();
  } catch {
    // No session to carry over; the account starts without the guest's work.
  }
}

/** With a guest's bearer, the server upgrades that guest in place. */
export async function requestSignup(body: SignupRequest): Promise<Tokens> {
  await freshGuestBearer();
  return apiRequest<Tokens>('/auth/signup', { body });
}

/**
 * With a guest's bearer, the guest's resumes move to the account, up to its resume limit (the
 * answer names those that stay with the guest). A 401 here means a wrong email or password, not an
 * expired token: no refresh and retry.
 */
export async function requestLogin(body: LoginRequest): Promise<LoginResponse> {
  await freshGuestBearer();
  return apiRequest<LoginResponse>('/auth/login', { body, refreshOn401: false });
}

export function requestLogout(refreshToken: string): Promise<void> {
  return apiRequest<void>('/auth/logout', { body: { refresh_token: refreshToken } });
}
