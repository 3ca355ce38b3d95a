import type { Credits } from '@resume/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SESSION_QUERY_KEY, useSession } from '@/features/auth';
import { apiRequest } from '@/lib/api-client';

export const creditKeys = { all: ['credits'] as const, of: (userId: string) => ['credits', userId] as const };

export const getCredits = () => apiRequest<Credits>('/credits');

/**
 * The person's AI credits (GET /credits). A registered user's session already carries them, so
 * nothing is fetched on page load; a guest's count also depends on what other guests of the same
 * network have spent today, which only GET /credits says. After each AI request it is fetched again.
 */
export function useCredits() {
  const { user } = useSession();
  const registered = Boolean(user?.is_registered);
  const query = useQuery({
    queryKey: creditKeys.of(user?.id ?? 'none'),
    queryFn: getCredits,
    enabled: Boolean(user),
    staleTime: 60_000,
    initialData:
      user && registered ? { remaining: user.credits, unlimited: user.credits_unlimited } : undefined,
  });
  const credits = user ? query.data : undefined;
  const outOfCredits = Boolean(credits && !credits.unlimited && credits.remaining <= 0);
  return {
    credits,
    outOfCredits,
    /**
     * None of the person's own credits left: AI is offered with the no-credits explanation instead
     * of a request. A guest with credits of its own whose network has used the day's allowance
     * asks anyway: the server's refusal says so, at no cost.
     */
    explainWithoutAsking: outOfCredits && (registered || (user?.credits ?? 0) <= 0),
  };
}

/** After an AI request ends (whatever its end): the credit count and the session's user are stale. */
export function useRefreshCredits() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);
}
