import { findPlan, type PaymentProvider, type Plan } from '@resume/core';
import type { FastifyBaseLogger } from 'fastify';
import type { BillingConfig } from '../../config';
import type { AppDeps } from '../../deps';
import { insertEvents } from '../analytics/repo';
import { findUserExists, insertPaymentAndGrant, refundPaymentByPaymentId } from './payments-repo';

type Deps = Pick<AppDeps, 'db' | 'config'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A confirmed payment as the provider reports it; only these facts decide what is granted. */
export type ConfirmedPayment = {
  provider: PaymentProvider;
  userId: string | null;
  planId: string | null;
  amountCents: number | null;
  currency: string | null;
  sessionId: string;
  paymentId: string | null;
};

export type FulfilmentResult = 'granted' | 'already_granted' | 'rejected';

/**
 * A plan this deployment sells (BILLING_PLANS): the catalogue also holds plans that are switched
 * off, and a payment for one of those grants nothing, however well signed.
 */
export function offeredPlan(billing: BillingConfig, planId: string | null): Plan | undefined {
  const plan = planId ? findPlan(planId) : undefined;
  return plan && billing.offeredPlanIds.includes(plan.id) ? plan : undefined;
}

/**
 * The one path to Pro for every payment: the Stripe webhook and the demo checkout's Pay button
 * both end here. The plan must be on offer and the amount and currency its own, else nothing is
 * granted.
 */
export async function fulfilPayment(
  deps: Deps,
  log: FastifyBaseLogger,
  paid: ConfirmedPayment,
): Promise<FulfilmentResult> {
  const plan = offeredPlan(deps.config.billing, paid.planId);
  const reject = (reason: string) => {
    log.warn({ session: paid.sessionId, plan: paid.planId, reason }, 'Payment not fulfilled');
    return 'rejected' as const;
  };
  if (!plan) return reject('plan not offered');
  if (paid.amountCents !== plan.price_cents || paid.currency?.toUpperCase() !== plan.currency) {
    return reject(
      `paid ${paid.amountCents} ${paid.currency}, plan costs ${plan.price_cents} ${plan.currency}`,
    );
  }
  if (!paid.userId || !UUID.test(paid.userId) || !(await findUserExists(deps.db, paid.userId))) {
    return reject('unknown user');
  }
  const granted = await insertPaymentAndGrant(deps.db, {
    userId: paid.userId,
    provider: paid.provider,
    providerSessionId: paid.sessionId,
    providerPaymentId: paid.paymentId,
    planId: plan.id,
    amountCents: plan.price_cents,
    currency: plan.currency,
    periodMonths: plan.period_months,
  });
  if (!granted) return 'already_granted';
  await insertEvents(deps.db, paid.userId, [
    {
      name: 'purchase',
      props: {
        plan: plan.id,
        amount_cents: plan.price_cents,
        currency: plan.currency,
        provider: paid.provider,
      },
      ts: new Date().toISOString(),
    },
  ]);
  log.info({ session: paid.sessionId, plan: plan.id }, 'Pro granted');
  return 'granted';
}

/** The 14-day money-back: a refunded payment takes back the Pro it granted, once. */
export async function refundPayment(deps: Deps, log: FastifyBaseLogger, paymentId: string): Promise<boolean> {
  const refunded = await refundPaymentByPaymentId(deps.db, paymentId);
  if (refunded) log.info({ payment: refunded.id }, 'Payment refunded; Pro taken back');
  return refunded !== undefined;
}
