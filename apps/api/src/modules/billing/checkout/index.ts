import type Stripe from 'stripe';
import type { Config } from '../../../config';
import type { Checkout } from './checkout';
import { DemoCheckout } from './demo-checkout';

export type { Buyer, Checkout } from './checkout';
export { DemoCheckout } from './demo-checkout';

/** How this deployment takes payments; `checkout` is null when it takes none. */
export type Payments = {
  checkout: Checkout | null;
  /** The Stripe client, when Stripe is configured (the webhook verifies events with it). */
  stripe: Stripe | null;
};

/**
 * Stripe when configured; else the demo checkout outside production; else no payments. The Stripe
 * SDK loads only with Stripe keys: it slows every start-up that never takes a payment.
 */
export async function createPayments(
  config: Pick<Config, 'billing' | 'publicUrl' | 'jwtSecret'>,
  stripeOptions: Stripe.StripeConfig = {},
): Promise<Payments> {
  const { stripe: keys, demoCheckout } = config.billing;
  if (keys) {
    const [{ default: StripeClient }, { StripeCheckout }] = await Promise.all([
      import('stripe'),
      import('./stripe-checkout'),
    ]);
    const stripe = new StripeClient(keys.secretKey, { maxNetworkRetries: 1, ...stripeOptions });
    return { checkout: new StripeCheckout(stripe, config.publicUrl), stripe };
  }
  return { checkout: demoCheckout ? new DemoCheckout(config.jwtSecret) : null, stripe: null };
}
