import type { Plan } from '@resume/core';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Buyer, Checkout } from './checkout';

const TICKET_MINUTES = 30;

/** What a demo checkout link carries: who pays for which plan, under which session id. */
export type DemoTicket = { userId: string; planId: string; sessionId: string };

/**
 * The zero-setup checkout for local mode: a signed, short-lived link to a page of our own whose
 * Pay button runs the same fulfilment as Stripe's webhook. Never offered in production.
 */
export class DemoCheckout implements Checkout {
  readonly provider = 'demo';
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  async start(buyer: Buyer, plan: Plan): Promise<string> {
    const ticket = await new SignJWT({ typ: 'demo_checkout', plan: plan.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(buyer.id)
      .setJti(`demo_${crypto.randomUUID()}`)
      .setExpirationTime(`${TICKET_MINUTES}m`)
      .sign(this.key);
    // Relative, so the buyer stays on the origin where their session lives.
    return `/demo-checkout?ticket=${ticket}`;
  }

  /** The ticket's contents, or null when it is forged, expired or not a demo ticket. */
  async read(ticket: string): Promise<DemoTicket | null> {
    try {
      const { payload } = await jwtVerify(ticket, this.key, { algorithms: ['HS256'] });
      if (
        payload.typ !== 'demo_checkout' ||
        !payload.sub ||
        !payload.jti ||
        typeof payload.plan !== 'string'
      ) {
        return null;
      }
      return { userId: payload.sub, planId: payload.plan, sessionId: payload.jti };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
