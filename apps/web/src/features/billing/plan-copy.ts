import type { BillingPlan } from '@resume/core';

/** `$40`, or `$39.99` when there are cents; in the plan's own currency. */
export function planPrice(plan: Pick<BillingPlan, 'price_cents' | 'currency'>, locale?: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: plan.currency,
    minimumFractionDigits: plan.price_cents % 100 === 0 ? 0 : 2,
  }).format(plan.price_cents / 100);
}

const months = (n: number) => (n === 12 ? 'year' : n === 1 ? 'month' : `${n} months`);

/** How the plan is paid: "one payment for 3 months, no renewal" or "every year, renews automatically". */
export function planTerms(plan: Pick<BillingPlan, 'period_months' | 'recurring'>): string {
  return plan.recurring
    ? `every ${months(plan.period_months)}, renews automatically`
    : `one payment for ${months(plan.period_months)} of access, no renewal`;
}

export function planGuarantee(plan: Pick<BillingPlan, 'money_back_days'>): string | null {
  return plan.money_back_days > 0 ? `${plan.money_back_days}-day money-back guarantee` : null;
}
