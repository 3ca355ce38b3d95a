import type { Plan } from '@resume/core';
import type Stripe from 'stripe';
import type { Buyer, Checkout } from './checkout';

/**
 * Stripe Checkout Sessions. Everything fulfilment needs rides on the session (and so on the signed
 * webhook event): the user in client_reference_id, the plan in metadata, the amount and currency.
 */
export class StripeCheckout implements Checkout {
  readonly provider = 'stripe';

  constructor(
    private readonly stripe: Stripe,
    private readonly publicUrl: string,
  ) {}

  async start(buyer: Buyer, plan: Plan): Promise<string> {
    const metadata = { plan_id: plan.id, user_id: buyer.id };
    const session = await this.stripe.checkout.sessions.create({
      mode: plan.recurring ? 'subscription' : 'payment',
      client_reference_id: buyer.id,
      customer_email: buyer.email,
      metadata,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: plan.currency.toLowerCase(),
            unit_amount: plan.price_cents,
            product_data: { name: plan.name },
            ...(plan.recurring
              ? { recurring: { interval: 'month', interval_count: plan.period_months } }
              : {}),
          },
        },
      ],
      // The payment keeps the plan too, so a refund (charge.refunded) can be traced to it.
      ...(plan.recurring ? { subscription_data: { metadata } } : { payment_intent_data: { metadata } }),
      success_url: `${this.publicUrl}/payment/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${this.publicUrl}/upgrade`,
    });
    if (!session.url) throw new Error('Stripe returned a Checkout Session without a URL');
    return session.url;
  }
}
