import { type BillingPlan, PLANS, TEMPLATES, type TemplateInfo } from '@resume/core';

/** The template catalogue as GET /templates lists it. */
export function listTemplates(): TemplateInfo[] {
  return TEMPLATES.map(({ id, name, premium, description }) => ({ id, name, premium, description }));
}

/**
 * The plans on offer (BILLING_PLANS, by default the catalogue's enabled ones): switched-off ones,
 * such as the second pricing copy's yearly plan, are never shown to buyers.
 */
export function offeredPlans(offeredIds: readonly string[]): BillingPlan[] {
  return PLANS.filter((plan) => offeredIds.includes(plan.id)).map(({ enabled: _offered, ...plan }) => plan);
}
