import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { TestApp } from './test-app';

export const WEBHOOK_SECRET = 'whsec_test_secret_for_webhooks';
export const STRIPE_KEY = 'sk_test_fake_key';

/** The SDK itself signs test events, exactly as Stripe signs real ones. */
const signer = new Stripe(STRIPE_KEY);

export type CheckoutSessionFields = {
  id?: string;
  userId: string;
  planId?: string;
  amount?: number;
  currency?: string;
  paymentIntent?: string;
  paymentStatus?: 'paid' | 'unpaid';
};

let counter = 0;
const nextId = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(counter++).toString(36)}`;

export function checkoutCompleted(
  fields: CheckoutSessionFields,
  type = 'checkout.session.completed',
): Record<string, unknown> {
  return {
    id: nextId('evt'),
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: fields.id ?? nextId('cs_test'),
        object: 'checkout.session',
        mode: 'payment',
        client_reference_id: fields.userId,
        metadata: { plan_id: fields.planId ?? 'pro_3m' },
        amount_total: fields.amount ?? 4000,
        currency: fields.currency ?? 'usd',
        payment_intent: fields.paymentIntent ?? nextId('pi'),
        payment_status: fields.paymentStatus ?? 'paid',
      },
    },
  };
}

export function chargeRefunded(paymentIntent: string, refunded = true): Record<string, unknown> {
  return {
    id: nextId('evt'),
    object: 'event',
    type: 'charge.refunded',
    created: Math.floor(Date.now() / 1000),
    data: { object: { id: nextId('ch'), object: 'charge', payment_intent: paymentIntent, refunded } },
  };
}

/** Delivers an event to the webhook as Stripe would: the raw JSON and its signature header. */
export async function deliver(
  t: TestApp,
  event: Record<string, unknown>,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? signer.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? WEBHOOK_SECRET,
          ...(options.timestamp ? { timestamp: options.timestamp } : {}),
        })
      : options.signature;
  return t.request<{ received?: true; detail?: string }>('/api/v1/billing/webhook', {
    raw: payload,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });
}

/** A local fake of Stripe's API: records each Checkout Session request and answers like Stripe. */
export async function startFakeStripe() {
  const sessions: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (part) => {
      body += part;
    });
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        sessions.push(new URLSearchParams(body));
        const id = nextId('cs_test');
        res.end(
          JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.test/pay/${id}` }),
        );
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { message: 'Unknown path', type: 'invalid_request_error' } }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    options: { host: '127.0.0.1', port, protocol: 'http' as const, maxNetworkRetries: 0 },
    sessions,
    close: async () => {
      server.close();
      await once(server, 'close');
    },
  };
}
