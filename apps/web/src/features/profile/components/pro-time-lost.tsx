import type { User } from '@resume/core';
import { useBillingStatus, usePlans } from '@/features/billing';
import { proLostText, refundPolicyText } from '../deletion-copy';

/**
 * Inside the deletion's confirmation, for a Pro user: until when Pro runs, that it is lost, and the
 * refund policy (docs/product.md#accounts).
 */
export function ProTimeLost({ user }: { user: User }) {
  const status = useBillingStatus();
  const plans = usePlans();
  const lost = proLostText(user);
  if (!lost) return null;
  return (
    <div className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="pro-time-lost">
      <p className="font-medium">{lost}</p>
      <p className="mt-1">{refundPolicyText(status.data, plans.data ?? [])}</p>
    </div>
  );
}
