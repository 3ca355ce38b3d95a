import type { BillingPlan } from '@resume/core';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { usePlans } from '../api/plans';

/** Loads the plans on offer and shows loading, failure and "none on offer" for whatever needs them. */
export function WithPlans({ children }: { children(plans: BillingPlan[]): ReactNode }) {
  const plans = usePlans();
  if (plans.isPending) {
    return (
      <div role="status" className="h-48 animate-pulse rounded-2xl bg-slate-100">
        <span className="sr-only">Loading prices</span>
      </div>
    );
  }
  if (plans.isError) {
    return (
      <div role="alert" className="rounded-2xl border border-slate-200 bg-white p-5 text-sm">
        <p>Prices could not be loaded. {plans.error.message}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void plans.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (plans.data.length === 0) {
    return <p className="text-sm text-slate-600">Pro is not on offer at the moment.</p>;
  }
  return children(plans.data);
}
