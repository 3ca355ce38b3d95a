import type { BillingPlan } from '@resume/core';

/** `$40`, or `$39.99` when there are cents; in the given currency. */
export function formatMoney(cents: number, currency: string, locale?: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** `$40`, or `$39.99` when there are cents; in the plan's own currency. */
export function planPrice(plan: Pick<BillingPlan, 'price_cents' | 'currency'>, locale?: string): string {
  return formatMoney(plan.price_cents, plan.currency, locale);
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

/** How long one purchase lasts: "3 months", "a year", "2 years". */
export function planDuration(plan: Pick<BillingPlan, 'period_months'>): string {
  const n = plan.period_months;
  if (n === 1) return 'a month';
  if (n === 12) return 'a year';
  if (n % 12 === 0) return `${n / 12} years`;
  return `${n} months`;
}

/**
 * The buy button's words, all from the plan: "Get Pro — $40 for 3 months", or for someone who
 * already has Pro, "Extend Pro by 3 months" (buying again extends it, docs/product.md#plans).
 */
export function buyLabel(
  plan: Pick<BillingPlan, 'price_cents' | 'currency' | 'period_months'>,
  { extending }: { extending: boolean },
): string {
  return extending
    ? `Extend Pro by ${planDuration(plan)}`
    : `Get Pro — ${planPrice(plan)} for ${planDuration(plan)}`;
}
