import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SESSION_QUERY_KEY } from '@/features/auth';

/**
 * Once Pro is on: the session's user (is_premium, credits_unlimited) and everything cached that
 * depends on it (credits, templates, limits, the status) are fetched again, so clean PDFs and Pro
 * templates work at once, without a reload. Only what is on screen is fetched now; the rest when
 * it is next shown.
 */
export function useRefreshAfterPurchase(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
      queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] }),
    ]);
  }, [queryClient]);
}
