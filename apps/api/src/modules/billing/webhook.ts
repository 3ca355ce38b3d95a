import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../lib/http-error';
import { type ConfirmedPayment, fulfilPayment, refundPayment } from './fulfilment';
import { isEventHandled, markEventHandled, setReceiptUrl } from './payments-repo';

type Deps = Pick<AppDeps, 'db' | 'config' | 'payments'>;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Only the signed session's own fields decide what is granted: no call back to Stripe. */
function confirmedPayment(session: Stripe.Checkout.Session): ConfirmedPayment {
  return {
    provider: 'stripe',
    userId: session.client_reference_id,
    planId: session.metadata?.plan_id ?? null,
    amountCents: session.amount_total,
    currency: session.currency,
    sessionId: session.id,
    paymentId: idOf(session.payment_intent),
  };
}

/** The signed event, or 400: nothing unsigned, forged or older than Stripe's 300 s tolerance counts. */
export function verifiedEvent(deps: Deps, rawBody: Buffer, signature: string | undefined): Stripe.Event {
  const { stripe } = deps.payments;
  const secret = deps.config.billing.stripe?.webhookSecret;
  if (!stripe || !secret) throw new HttpError(404, 'Not found');
  if (!signature) throw new HttpError(400, 'Missing Stripe-Signature header');
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new HttpError(400, 'Invalid webhook signature');
  }
}

async function handle(deps: Deps, log: FastifyBaseLogger, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
      // A delayed method (a bank debit) completes unpaid; its async_payment_succeeded follows.
      if (event.data.object.payment_status === 'paid') {
        await fulfilPayment(deps, log, confirmedPayment(event.data.object));
      }
      return;
    case 'checkout.session.async_payment_succeeded':
      await fulfilPayment(deps, log, confirmedPayment(event.data.object));
      return;
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentId = idOf(charge.payment_intent);
      // A partial refund keeps Pro; the money-back guarantee refunds in full.
      if (charge.refunded && paymentId) await refundPayment(deps, log, paymentId);
      return;
    }
    case 'charge.succeeded': {
      const paymentId = idOf(event.data.object.payment_intent);
      if (paymentId && event.data.object.receipt_url) {
        await setReceiptUrl(deps.db, paymentId, event.data.object.receipt_url);
      }
      return;
    }
    default:
      return;
  }
}

/** POST /billing/webhook: each event once; a failure answers 500 so that Stripe delivers it again. */
export async function receiveWebhook(
  deps: Deps,
  log: FastifyBaseLogger,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<void> {
  const event = verifiedEvent(deps, rawBody, signature);
  if (await isEventHandled(deps.db, event.id)) return;
  await handle(deps, log, event);
  await markEventHandled(deps.db, event.id, event.type);
}
