import type { User } from '@resume/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { refreshTokens, reportAuthLost } from '@/lib/api-client';
import { getCurrentUser, startGuestSession } from './api/session-api';
import { bootSession } from './boot-session';

export const SESSION_QUERY_KEY = ['session', 'me'] as const;

type SessionState = {
  user: User | null;
  isLoading: boolean;
  /** Replace the current user, e.g. with a response that returns the updated user. */
  setUser(user: User | null): void;
};

const SessionContext = createContext<SessionState | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () =>
      bootSession({
        startGuest: startGuestSession,
        refresh: refreshTokens,
        loadUser: getCurrentUser,
        sessionEnded: (guest) => reportAuthLost({ when: 'start', guest }),
      }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const value = useMemo<SessionState>(
    () => ({
      user: query.data ?? null,
      isLoading: query.isPending,
      setUser: (user) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
    }),
    [query.data, query.isPending, queryClient],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession must be used inside SessionProvider');
  return state;
}
