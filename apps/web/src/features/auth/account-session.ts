import type { LoginRequest, SignupRequest, Tokens, User } from '@resume/core';
import { clearGuestId, clearSession, readSession, storeTokens } from '@/lib/session';

export type AccountApi = {
  login(body: LoginRequest): Promise<Tokens>;
  signup(body: SignupRequest): Promise<Tokens>;
  logout(refreshToken: string): Promise<void>;
  loadUser(): Promise<User>;
};

/**
 * Tokens from a sign-in replace the session. An account's tokens carry no guest_id, so the
 * guest id left from before is cleared: it names a guest that no longer exists (or is now the
 * account itself).
 */
function adoptTokens(tokens: Tokens): void {
  storeTokens(tokens);
  if (!tokens.guest_id) clearGuestId();
}

/** SPEC.md section 4: login stores the tokens and loads the user. */
export async function logIn(api: AccountApi, credentials: LoginRequest): Promise<User> {
  adoptTokens(await api.login(credentials));
  return api.loadUser();
}

/** Signup works the same way; from a guest session the server upgrades that guest in place. */
export async function signUp(api: AccountApi, form: SignupRequest): Promise<User> {
  adoptTokens(await api.signup(form));
  return api.loadUser();
}

/**
 * SPEC.md section 4: logout clears the tokens (the caller then goes to /login). The server is
 * told first so the refresh token dies too; if it cannot be told, the tokens are cleared anyway.
 */
export async function logOut(api: Pick<AccountApi, 'logout'>): Promise<void> {
  const session = readSession();
  try {
    if (session) await api.logout(session.refresh_token);
  } catch {
    // Signing out on this device must never fail because the network did.
  }
  clearSession();
}
