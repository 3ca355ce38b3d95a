import type { BillingPlan } from '@resume/core';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { PlanPrice } from '@/features/billing';

/** One plan: name, price with its terms, what it includes, and what can be done about it. */
export function PlanOffer({ plan, action }: { plan: BillingPlan; action?: ReactNode }) {
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id={`plan-${plan.id}`} className="text-lg font-semibold">
        {plan.name}
      </h2>
      <div className="mt-3">
        <PlanPrice plan={plan} />
      </div>
      <ul className="mt-5 space-y-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="size-4 shrink-0 text-emerald-600" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      {action && <div className="mt-6">{action}</div>}
    </article>
  );
}
