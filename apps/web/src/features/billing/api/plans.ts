import type { BillingPlan } from '@resume/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { billingKeys } from './billing-status';

/** GET /billing/plans (public): every price, period and guarantee the UI shows comes from here. */
export function usePlans() {
  return useQuery({
    queryKey: billingKeys.plans,
    queryFn: () => apiRequest<BillingPlan[]>('/billing/plans', { auth: false }),
    staleTime: 60 * 60 * 1000,
  });
}
