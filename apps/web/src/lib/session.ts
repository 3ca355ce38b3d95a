import type { Tokens } from '@resume/core';

/** The session record in localStorage (docs/product.md#session). */
export type SessionRecord = {
  access_token: string;
  refresh_token: string;
  token_type: string;
  guest_id?: string;
};

const TOKENS_KEY = 'session';
const GUEST_ID_KEY = 'guest_id';

export function readSession(): SessionRecord | null {
  try {
    const raw = localStorage.getItem(TOKENS_KEY);
    if (!raw) return null;
    const tokens = JSON.parse(raw) as Omit<SessionRecord, 'guest_id'>;
    if (!tokens.access_token || !tokens.refresh_token) return null;
    const guestId = localStorage.getItem(GUEST_ID_KEY);
    return guestId ? { ...tokens, guest_id: guestId } : tokens;
  } catch {
    return null;
  }
}

/** Stores tokens after sign-in or refresh; a guest_id is stored only when the response has one. */
export function storeTokens(tokens: Tokens): void {
  const { access_token, refresh_token, token_type } = tokens;
  localStorage.setItem(TOKENS_KEY, JSON.stringify({ access_token, refresh_token, token_type }));
  if (tokens.guest_id) localStorage.setItem(GUEST_ID_KEY, tokens.guest_id);
}

/** Clearing the tokens also removes the guest_id. */
export function clearSession(): void {
  localStorage.removeItem(TOKENS_KEY);
  localStorage.removeItem(GUEST_ID_KEY);
}

/** A guest's record carries its guest_id; an account's tokens never do (sign-in clears it). */
export const isGuestSession = (record: SessionRecord | null): boolean => Boolean(record?.guest_id);

export function clearGuestId(): void {
  localStorage.removeItem(GUEST_ID_KEY);
}

/** The access token's expiry, read from the token itself (seconds since the epoch), or null. */
export function tokenExpiry(accessToken: string): number | null {
  try {
    const payload = accessToken.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** Expired, or about to be within `skewSeconds` (so a request does not race the expiry). */
export function isExpired(accessToken: string, nowMs = Date.now(), skewSeconds = 10): boolean {
  const exp = tokenExpiry(accessToken);
  return exp === null || exp - skewSeconds <= nowMs / 1000;
}
