import type { Plan } from '@resume/core';

export type Buyer = { id: string; email: string };

/** Where a buyer pays: Stripe Checkout, or the built-in demo checkout in local mode. */
export interface Checkout {
  readonly provider: 'stripe' | 'demo';
  /** The URL to send the buyer to. */
  start(buyer: Buyer, plan: Plan): Promise<string>;
}
