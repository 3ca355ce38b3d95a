import type { BillingStatus } from '@resume/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const billingKeys = {
  plans: ['billing', 'plans'] as const,
  status: ['billing', 'status'] as const,
};

/** GET /billing/status: premium and until when, the last payment, and whether checkout works now. */
export const getBillingStatus = () => apiRequest<BillingStatus>('/billing/status');

type Options = {
  enabled?: boolean;
  /** While waiting for a change: milliseconds until the next fetch, or false to stop. */
  pollEvery?: (status: BillingStatus | undefined) => number | false;
};

export function useBillingStatus({ enabled = true, pollEvery }: Options = {}) {
  return useQuery({
    queryKey: billingKeys.status,
    queryFn: getBillingStatus,
    enabled,
    refetchInterval: pollEvery ? (query) => pollEvery(query.state.data) : false,
    refetchIntervalInBackground: true,
    // Polling asks again soon anyway; elsewhere a failure is shown with a way to try again.
    retry: false,
  });
}
