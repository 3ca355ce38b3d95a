import { type BillingPlan, LIMITS, TEMPLATES, WATERMARK_TEXT } from '@resume/core';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { planPrice } from '../plan-copy';
import { PlanPrice } from './plan-price';
import { WithPlans } from './plans-state';

const yes = (
  <>
    <Check className="inline size-4 text-emerald-600" aria-hidden />
    <span className="sr-only">Included</span>
  </>
);

/** What each plan gets; the limits come from the product constants, never typed in twice. */
const ROWS: { feature: string; free: ReactNode; pro: ReactNode }[] = [
  {
    feature: 'PDF download',
    free: `With a small “${WATERMARK_TEXT}” line`,
    pro: 'Clean, without watermark',
  },
  { feature: 'TXT and JSON download', free: yes, pro: yes },
  {
    feature: 'Templates',
    free: `${TEMPLATES.filter((t) => !t.premium).length} free templates`,
    pro: `All ${TEMPLATES.length}`,
  },
  { feature: 'Resumes', free: `Up to ${LIMITS.freeResumeLimit}`, pro: 'Unlimited' },
  { feature: 'AI writer', free: `${LIMITS.freeAiCredits} credits`, pro: 'Unlimited' },
];

function YourPlan() {
  return (
    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
      Your plan
    </span>
  );
}

function Comparison({ plans, isPremium }: { plans: BillingPlan[]; isPremium: boolean }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <table className="w-full table-fixed text-left text-sm">
        <caption className="sr-only">Free and Pro compared</caption>
        <thead>
          <tr className="align-top">
            <td className="w-[30%] p-3 md:p-4" />
            <th scope="col" className="p-3 font-normal md:p-4">
              <span className="font-semibold">Free</span>
              {!isPremium && <YourPlan />}
              <div className="mt-2 text-3xl font-semibold tracking-tight">
                {planPrice({ price_cents: 0, currency: plans[0]!.currency })}
              </div>
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className="bg-brand-50/50 p-3 font-normal md:p-4">
                <span className="font-semibold">{plan.name}</span>
                {isPremium && <YourPlan />}
                <div className="mt-2">
                  <PlanPrice plan={plan} />
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.feature} className="border-t border-slate-100">
              <th scope="row" className="p-3 font-medium md:p-4">
                {row.feature}
              </th>
              <td className="p-3 text-slate-700 md:p-4">{row.free}</td>
              {plans.map((plan) => (
                <td key={plan.id} className="bg-brand-50/50 p-3 text-slate-900 md:p-4">
                  {row.pro}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Free versus Pro, side by side, with the prices GET /billing/plans gives. */
export function PlanComparison({ isPremium }: { isPremium: boolean }) {
  return <WithPlans>{(plans) => <Comparison plans={plans} isPremium={isPremium} />}</WithPlans>;
}
