import { type BillingPlan, PLANS, TEMPLATES, type TemplateInfo } from '@resume/core';

/** The template catalogue as GET /templates lists it. */
export function listTemplates(): TemplateInfo[] {
  return TEMPLATES.map(({ id, name, premium, description }) => ({ id, name, premium, description }));
}

/** The plans on offer: switched-off ones (the second pricing copy) are never shown to buyers. */
export function offeredPlans(): BillingPlan[] {
  return PLANS.filter((plan) => plan.enabled).map(({ enabled: _offered, ...plan }) => plan);
}
