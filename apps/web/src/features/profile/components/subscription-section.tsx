import type { User } from '@resume/core';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { premiumSummary, useBillingStatus, usePlans } from '@/features/billing';
import { failureMessage } from '@/lib/failure-message';
import { LastPayment } from './last-payment';
import { SettingsSection } from './settings-section';

/** The plan paid for, by the name it is sold under (or its id, for a plan no longer on offer). */
function usePlanName(planId: string | null | undefined): string | null {
  const plans = usePlans();
  if (!planId) return null;
  return plans.data?.find((plan) => plan.id === planId)?.name ?? planId;
}

function Payments() {
  const status = useBillingStatus();
  if (status.isPending) {
    return (
      <div role="status" className="h-16 animate-pulse rounded-lg bg-slate-100">
        <span className="sr-only">Loading payment details</span>
      </div>
    );
  }
  if (status.isError) {
    return (
      <div role="alert" className="text-sm">
        <p>{failureMessage(status.error, 'Payment details could not be loaded.')}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void status.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return status.data.last_payment ? <LastPayment payment={status.data.last_payment} /> : null;
}

export function SubscriptionSection({ user }: { user: User }) {
  const planName = usePlanName(useBillingStatus().data?.plan_id);
  return (
    <SettingsSection title="Subscription">
      <p className="font-medium">{premiumSummary(user)}</p>
      {user.is_premium && planName && <p className="mt-1 text-sm text-slate-600">Plan: {planName}</p>}
      <p className="mt-1 text-sm text-slate-600">
        {user.credits_unlimited
          ? 'Unlimited AI writer use.'
          : `${user.credits} AI ${user.credits === 1 ? 'credit' : 'credits'} left.`}
      </p>
      <div className="mt-4">
        <Payments />
      </div>
      <Link to="/upgrade" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
        {user.is_premium ? 'Extend Pro' : 'Upgrade to Pro'}
      </Link>
    </SettingsSection>
  );
}
