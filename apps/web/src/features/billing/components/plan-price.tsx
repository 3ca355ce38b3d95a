import type { BillingPlan } from '@resume/core';
import { planGuarantee, planPrice, planTerms } from '../plan-copy';

/** A plan's price with how it is paid and its guarantee, all as GET /billing/plans says. */
export function PlanPrice({ plan }: { plan: BillingPlan }) {
  const guarantee = planGuarantee(plan);
  return (
    <div>
      {/* The amount is the plan's figure, not a heading: no paragraph styled as one. */}
      <div className="text-3xl font-semibold tracking-tight" data-testid={`price-${plan.id}`}>
        {planPrice(plan)}
      </div>
      <p className="mt-1 text-sm text-slate-600">{planTerms(plan)}</p>
      {guarantee && <p className="mt-1 text-sm font-medium text-emerald-700">{guarantee}</p>}
    </div>
  );
}
