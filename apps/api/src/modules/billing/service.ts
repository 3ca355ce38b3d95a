import {
  type BillingStatus,
  findPlan,
  type Payment,
  type PaymentProvider,
  REGISTRATION_REQUIRED_CODE,
} from '@resume/core';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../lib/http-error';
import { enforceRateLimit } from '../../lib/rate-limit-guard';
import { insertEvents } from '../analytics/repo';
import { isPremium } from '../users/presenter';
import type { UserRow } from '../users/repo';
import { latestPayment, type PaymentRow } from './payments-repo';

type Deps = Pick<AppDeps, 'db' | 'config' | 'payments' | 'limiter'>;

export const PAYMENTS_UNAVAILABLE = 'Payments are unavailable right now. Please try again later.';

/** POST /billing/checkout: registered users only, a plan on offer, a payment provider at hand. */
export async function startCheckout(deps: Deps, user: UserRow, planId: string): Promise<string> {
  if (user.email === null) {
    throw new HttpError(403, { msg: 'Create an account to buy Pro', code: REGISTRATION_REQUIRED_CODE });
  }
  const plan = findPlan(planId);
  if (!plan || !deps.config.billing.offeredPlanIds.includes(plan.id)) {
    throw new HttpError(422, [{ msg: `Unknown plan "${planId}"`, loc: ['body', 'plan_id'], type: 'enum' }]);
  }
  if (!deps.payments.checkout) throw new HttpError(503, PAYMENTS_UNAVAILABLE);
  await enforceRateLimit(
    deps.limiter,
    `checkout:${user.id}`,
    { limit: 20, windowMs: 60 * 60_000 },
    'Too many checkout attempts. Try again later.',
  );
  const url = await deps.payments.checkout.start({ id: user.id, email: user.email }, plan);
  await insertEvents(deps.db, user.id, [
    {
      name: 'checkout_started',
      props: { plan: plan.id, amount_cents: plan.price_cents, currency: plan.currency },
      ts: new Date().toISOString(),
    },
  ]);
  return url;
}

function presentPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    plan_id: row.planId,
    amount_cents: row.amountCents,
    currency: row.currency,
    status: row.status as Payment['status'],
    provider: row.provider as PaymentProvider,
    created_at: row.createdAt.toISOString(),
    refunded_at: row.refundedAt?.toISOString() ?? null,
    receipt_url: row.receiptUrl,
  };
}

/** GET /billing/status: Pro and until when, the plan paid for, and the latest payment. */
export async function billingStatus(deps: Deps, user: UserRow): Promise<BillingStatus> {
  const payment = await latestPayment(deps.db, user.id);
  const premium = isPremium(user);
  return {
    is_premium: premium,
    premium_until: user.premiumUntil?.toISOString() ?? null,
    plan_id: premium && payment?.status === 'paid' ? payment.planId : null,
    last_payment: payment ? presentPayment(payment) : null,
    checkout_available: deps.payments.checkout !== null,
    support_email: deps.config.billing.supportEmail,
  };
}
