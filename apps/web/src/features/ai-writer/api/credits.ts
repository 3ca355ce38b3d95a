import type { Credits } from '@resume/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SESSION_QUERY_KEY, useSession } from '@/features/auth';
import { apiRequest } from '@/lib/api-client';

export const creditKeys = { all: ['credits'] as const, of: (userId: string) => ['credits', userId] as const };

export const getCredits = () => apiRequest<Credits>('/credits');

/**
 * The person's AI credits (GET /credits). The session's user already carries them, so nothing is
 * fetched on page load; after each AI request the count is fetched again.
 */
export function useCredits() {
  const { user } = useSession();
  const query = useQuery({
    queryKey: creditKeys.of(user?.id ?? 'none'),
    queryFn: getCredits,
    enabled: Boolean(user),
    staleTime: 60_000,
    initialData: user ? { remaining: user.credits, unlimited: user.credits_unlimited } : undefined,
  });
  const credits = user ? query.data : undefined;
  return {
    credits,
    /** A free user with none left: AI is offered with the no-credits explanation instead. */
    outOfCredits: Boolean(credits && !credits.unlimited && credits.remaining <= 0),
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
