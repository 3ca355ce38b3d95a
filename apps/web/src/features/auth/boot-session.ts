import type { Tokens, User } from '@resume/core';
import { clearSession, isExpired, isGuestSession, readSession } from '@/lib/session';

export type SessionApi = {
  startGuest(): Promise<Tokens>;
  refresh(): Promise<Tokens>;
  loadUser(): Promise<User>;
  /** The refresh failed at start and a new guest session replaced the old one, a guest's or not. */
  sessionEnded?(wasGuest: boolean): void;
};

/**
 * docs/product.md#session, on every app start: no tokens (or a failed refresh) → a new guest session;
 * an expired access token → refresh first; then load the user. If loading fails the tokens are
 * cleared and there is no user.
 */
export async function bootSession(api: SessionApi, now = Date.now()): Promise<User | null> {
  const session = readSession();
  if (!session) {
    await api.startGuest();
  } else if (isExpired(session.access_token, now)) {
    try {
      await api.refresh();
    } catch {
      clearSession();
      await api.startGuest();
      api.sessionEnded?.(isGuestSession(session));
    }
  }
  try {
    return await api.loadUser();
  } catch {
    clearSession();
    return null;
  }
}
