import { z } from 'zod';
import { PLANS, type Plan } from '../product';

/** POST /billing/checkout */
export const checkoutRequestSchema = z.object({ plan_id: z.string().min(1).max(50) });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const checkoutResponseSchema = z.object({ checkout_url: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const paymentProviders = ['stripe', 'demo'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

export const paymentSchema = z.object({
  id: z.uuid(),
  plan_id: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  status: z.enum(['paid', 'refunded']),
  provider: z.enum(paymentProviders),
  created_at: z.string(),
  refunded_at: z.string().nullable(),
  receipt_url: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** GET /billing/status (docs/http-api.md#billing), plus what the upgrade and success pages need to say. */
export const billingStatusSchema = z.object({
  is_premium: z.boolean(),
  premium_until: z.string().nullable(),
  plan_id: z.string().nullable(),
  last_payment: paymentSchema.nullable(),
  /** False when this deployment takes no payments (production without Stripe settings). */
  checkout_available: z.boolean(),
  support_email: z.string(),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/** The code of the 403 a guest gets from checkout: an account comes first. */
export const REGISTRATION_REQUIRED_CODE = 'registration_required';

export function findPlan(id: string): Plan | undefined {
  return PLANS.find((plan) => plan.id === id);
}
