import {
  LIMITS,
  type LoginRequest,
  type LoginResponse,
  resumesNotMovedNotice,
  type SignupRequest,
  type Tokens,
  type User,
} from '@resume/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { track } from '@/lib/analytics';
import { clearGuestId, clearSession, readSession, type SessionRecord, storeTokens } from '@/lib/session';
import { getCurrentUser, requestLogin, requestLogout, requestSignup } from './api/session-api';
import { rememberResendWait } from './resend-countdown';
import { SESSION_QUERY_KEY } from './session-context';

export type AccountApi = {
  login(body: LoginRequest): Promise<LoginResponse>;
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

/**
 * Guest resumes a login did not move (the account was at its resume limit): they stay with the
 * guest, whose session is kept here so the person can go back to them.
 */
export type LeftBehind = { notice: string; guestSession: SessionRecord };

/**
 * docs/product.md#session: login stores the tokens and loads the user. From a guest session, says what
 * the server could not move to the account, and keeps the way back to it.
 */
export async function logIn(
  api: AccountApi,
  credentials: LoginRequest,
): Promise<{ user: User; leftBehind: LeftBehind | null }> {
  const answer = await api.login(credentials);
  // Still the guest's session (refreshed if it had to be) until the account's tokens replace it.
  const guestSession = readSession();
  adoptTokens(answer);
  const user = await api.loadUser();
  const left = answer.resumes_not_moved ?? [];
  if (left.length === 0 || !guestSession?.guest_id) return { user, leftBehind: null };
  const names = left.map((r) => r.name);
  return {
    user,
    leftBehind: { notice: resumesNotMovedNotice(names, LIMITS.freeResumeLimit), guestSession },
  };
}

/**
 * Signup works the same way; from a guest session the server upgrades that guest in place. The
 * server has just sent the first confirmation code, which starts the wait before another.
 */
export async function signUp(api: AccountApi, form: SignupRequest): Promise<User> {
  adoptTokens(await api.signup(form));
  const user = await api.loadUser();
  if (user.email) rememberResendWait(user.email, LIMITS.resendCooldownSeconds);
  return user;
}

/**
 * docs/product.md#session: logout clears the tokens (the caller then goes to /login). The server is
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

const api = { login: requestLogin, signup: requestSignup, logout: requestLogout, loadUser: getCurrentUser };

const isSessionQuery = (queryKey: readonly unknown[]) => queryKey[0] === SESSION_QUERY_KEY[0];

/**
 * Starts over as a new guest: cached data of the old user is dropped and the session boots again
 * (no tokens → a new guest session). Pending meanwhile, so route guards wait instead of redirecting.
 */
export function restartSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (q) => !isSessionQuery(q.queryKey) });
  void queryClient.resetQueries({ queryKey: SESSION_QUERY_KEY });
}

/** Sign-in, sign-up and sign-out with their effects on the app: the session, the cache, analytics. */
export function useAccountActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMemo(() => {
    const becomeUser = (user: User) => queryClient.setQueryData(SESSION_QUERY_KEY, user);
    return {
      async logIn(credentials: LoginRequest) {
        const signedIn = await logIn(api, credentials);
        // Another user now: whatever was cached belonged to the guest.
        queryClient.removeQueries({ predicate: (q) => !isSessionQuery(q.queryKey) });
        becomeUser(signedIn.user);
        track('login');
        return signedIn;
      },
      /**
       * Leaves the account just signed in to (on this device) for the guest session whose resumes
       * did not fit, and shows them.
       */
      async returnToGuest(guest: SessionRecord): Promise<void> {
        await logOut(api);
        const { access_token, refresh_token, guest_id } = guest;
        storeTokens({ access_token, refresh_token, token_type: 'bearer', guest_id });
        restartSession(queryClient);
        navigate('/resumes');
      },
      async signUp(form: SignupRequest): Promise<User> {
        const user = await signUp(api, form);
        becomeUser(user);
        track('sign_up');
        return user;
      },
      /** docs/product.md#session: logout clears the tokens and goes to /login. */
      async logOut(): Promise<void> {
        await logOut(api);
        restartSession(queryClient);
        navigate('/login');
      },
      /** After the account is gone (deleted): a fresh guest session, on `to` (with its router `state`). */
      forgetAccount(to: string, state?: unknown): void {
        clearSession();
        restartSession(queryClient);
        navigate(to, { state });
      },
    };
  }, [queryClient, navigate]);
}
