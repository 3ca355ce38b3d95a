import type { LoginRequest, SignupRequest, User } from '@resume/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { track } from '@/lib/analytics';
import { clearSession } from '@/lib/session';
import { logIn, logOut, signUp } from './account-session';
import { requestLogin, requestLogout, requestSignup } from './api/account-api';
import { getCurrentUser } from './api/session-api';
import { SESSION_QUERY_KEY } from './session-context';

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
      async logIn(credentials: LoginRequest): Promise<User> {
        const user = await logIn(api, credentials);
        // Another user now: whatever was cached belonged to the guest.
        queryClient.removeQueries({ predicate: (q) => !isSessionQuery(q.queryKey) });
        becomeUser(user);
        track('login');
        return user;
      },
      async signUp(form: SignupRequest): Promise<User> {
        const user = await signUp(api, form);
        becomeUser(user);
        track('sign_up');
        return user;
      },
      /** SPEC.md section 4: logout clears the tokens and goes to /login. */
      async logOut(): Promise<void> {
        await logOut(api);
        restartSession(queryClient);
        navigate('/login');
      },
      /** After the account is gone (deleted): a fresh guest session, on `to`. */
      forgetAccount(to: string): void {
        clearSession();
        restartSession(queryClient);
        navigate(to);
      },
    };
  }, [queryClient, navigate]);
}
