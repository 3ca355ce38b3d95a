import type { BillingStatus, User } from '@resume/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, payments } from '../src/db/schema';
import { signUp } from './support/accounts';
import { me, newGuest } from './support/sessions';
import {
  chargeRefunded,
  checkoutCompleted,
  deliver,
  STRIPE_KEY,
  startFakeStripe,
  WEBHOOK_SECRET,
} from './support/stripe';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let fakeStripe: Awaited<ReturnType<typeof startFakeStripe>>;
beforeAll(async () => {
  fakeStripe = await startFakeStripe();
  t = await createTestApp(
    {
      billing: {
        stripe: { secretKey: STRIPE_KEY, webhookSecret: WEBHOOK_SECRET },
        demoCheckout: false,
        offeredPlanIds: ['pro_3m', 'pro_yearly'],
        supportEmail: 'help@example.com',
      },
    },
    { size: 1 },
    fakeStripe.options,
  );
});
afterAll(async () => {
  await t.close();
  await fakeStripe.close();
});

async function buyer() {
  const { tokens } = await signUp(t);
  const user = (await me(t, tokens.access_token)).body;
  return { token: tokens.access_token, id: user.id };
}

const status = (token: string) => t.request<BillingStatus>('/api/v1/billing/status', { token });
const DAY = 24 * 60 * 60 * 1000;
const monthsFromNow = (until: string | null) => (Date.parse(until ?? '') - Date.now()) / (30.4 * DAY);

describe('Stripe Checkout', () => {
  it('creates a one-time payment session for the 3-month plan with everything fulfilment needs', async () => {
    const user = await buyer();
    const res = await t.request<{ checkout_url: string }>('/api/v1/billing/checkout', {
      token: user.token,
      body: { plan_id: 'pro_3m' },
    });
    expect(res.status).toBe(200);
    expect(res.body.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/);
    const sent = fakeStripe.sessions.at(-1)!;
    expect(Object.fromEntries(sent)).toMatchObject({
      mode: 'payment',
      client_reference_id: user.id,
      'metadata[plan_id]': 'pro_3m',
      'payment_intent_data[metadata][plan_id]': 'pro_3m',
      'line_items[0][price_data][unit_amount]': '4000',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][quantity]': '1',
      success_url: 'http://localhost:8080/payment/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:8080/upgrade',
    });
    const [event] = await t.deps.db.select().from(analyticsEvents).where(eq(analyticsEvents.userId, user.id));
    expect(event).toMatchObject({ name: 'checkout_started', props: { plan: 'pro_3m', amount_cents: 4000 } });
  });

  it('a subscription session for the yearly plan when it is switched on', async () => {
    const user = await buyer();
    await t.request('/api/v1/billing/checkout', { token: user.token, body: { plan_id: 'pro_yearly' } });
    expect(Object.fromEntries(fakeStripe.sessions.at(-1)!)).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][recurring][interval_count]': '12',
      'subscription_data[metadata][plan_id]': 'pro_yearly',
    });
  });

  it('guests get 403, unknown plans 422', async () => {
    const guest = await newGuest(t);
    const asGuest = await t.request('/api/v1/billing/checkout', {
      token: guest.access_token,
      body: { plan_id: 'pro_3m' },
    });
    expect(asGuest.status).toBe(403);
    expect(asGuest.body).toEqual({ detail: { msg: expect.any(String), code: 'registration_required' } });
    const user = await buyer();
    const unknown = await t.request('/api/v1/billing/checkout', {
      token: user.token,
      body: { plan_id: 'gold' },
    });
    expect(unknown.status).toBe(422);
    expect((await t.request('/api/v1/billing/checkout', { body: { plan_id: 'pro_3m' } })).status).toBe(401);
  });
});

describe('the webhook', () => {
  it('checkout.session.completed (paid) grants 3 months of Pro, shown everywhere at once', async () => {
    const user = await buyer();
    const res = await deliver(t, checkoutCompleted({ userId: user.id }));
    expect(res).toMatchObject({ status: 200, body: { received: true } });
    const body = (await status(user.token)).body;
    expect(body).toMatchObject({ is_premium: true, plan_id: 'pro_3m', support_email: 'help@example.com' });
    expect(monthsFromNow(body.premium_until)).toBeCloseTo(3, 0);
    expect(body.last_payment).toMatchObject({
      amount_cents: 4000,
      currency: 'USD',
      status: 'paid',
      provider: 'stripe',
    });
    const profile = (await t.request<User>('/api/v1/user/me', { token: user.token })).body;
    expect(profile).toMatchObject({ is_premium: true, credits_unlimited: true });
  });

  it('a replayed event and a second event for the same payment do not extend twice', async () => {
    const user = await buyer();
    const event = checkoutCompleted({ userId: user.id, id: 'cs_test_replayed' });
    await deliver(t, event);
    const first = (await status(user.token)).body.premium_until;
    await deliver(t, event);
    await deliver(t, { ...event, id: 'evt_other_delivery' });
    expect((await status(user.token)).body.premium_until).toBe(first);
    const rows = await t.deps.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('two concurrent deliveries of one payment grant once', async () => {
    const user = await buyer();
    const sessionId = 'cs_test_concurrent';
    const results = await Promise.all(
      Array.from({ length: 2 }, () => deliver(t, checkoutCompleted({ userId: user.id, id: sessionId }))),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(monthsFromNow((await status(user.token)).body.premium_until)).toBeCloseTo(3, 0);
  });

  it('buying again extends from the end of the Pro already bought', async () => {
    const user = await buyer();
    await deliver(t, checkoutCompleted({ userId: user.id }));
    await deliver(t, checkoutCompleted({ userId: user.id }));
    expect(monthsFromNow((await status(user.token)).body.premium_until)).toBeCloseTo(6, 0);
  });

  it('a bad, missing or stale signature is 400 and grants nothing', async () => {
    const user = await buyer();
    const event = checkoutCompleted({ userId: user.id });
    expect((await deliver(t, event, { secret: 'whsec_someone_else' })).status).toBe(400);
    expect((await deliver(t, event, { signature: null })).status).toBe(400);
    const stale = Math.floor(Date.now() / 1000) - 301;
    expect((await deliver(t, event, { timestamp: stale })).status).toBe(400);
    expect((await status(user.token)).body.is_premium).toBe(false);
  });

  it('an amount or currency that is not the plan’s, an unpaid session or an unknown user grants nothing', async () => {
    const user = await buyer();
    for (const event of [
      checkoutCompleted({ userId: user.id, amount: 100 }),
      checkoutCompleted({ userId: user.id, currency: 'eur' }),
      checkoutCompleted({ userId: user.id, paymentStatus: 'unpaid' }),
      checkoutCompleted({ userId: user.id, planId: 'gold' }),
    ]) {
      expect((await deliver(t, event)).status).toBe(200);
    }
    expect((await deliver(t, checkoutCompleted({ userId: crypto.randomUUID() }))).status).toBe(200);
    expect((await deliver(t, checkoutCompleted({ userId: 'not-a-user' }))).status).toBe(200);
    expect((await status(user.token)).body).toMatchObject({ is_premium: false, last_payment: null });
  });

  it('a plan in the catalogue that this deployment does not offer grants nothing, however well signed', async () => {
    // Only the 3-month plan is on sale here; the yearly one costs the same, so only the offer tells.
    const onlyQuarterly = await createTestApp(
      {
        billing: {
          stripe: { secretKey: STRIPE_KEY, webhookSecret: WEBHOOK_SECRET },
          demoCheckout: false,
          offeredPlanIds: ['pro_3m'],
          supportEmail: 'help@example.com',
        },
      },
      { size: 1 },
      fakeStripe.options,
    );
    try {
      const { tokens } = await signUp(onlyQuarterly);
      const user = (await me(onlyQuarterly, tokens.access_token)).body;
      for (const type of ['checkout.session.completed', 'checkout.session.async_payment_succeeded']) {
        const event = checkoutCompleted({ userId: user.id, planId: 'pro_yearly' }, type);
        expect((await deliver(onlyQuarterly, event)).status).toBe(200);
      }
      const after = await onlyQuarterly.request<BillingStatus>('/api/v1/billing/status', {
        token: tokens.access_token,
      });
      expect(after.body).toMatchObject({ is_premium: false, premium_until: null, last_payment: null });
      // The plan that is offered still works there.
      await deliver(onlyQuarterly, checkoutCompleted({ userId: user.id }));
      const bought = await onlyQuarterly.request<BillingStatus>('/api/v1/billing/status', {
        token: tokens.access_token,
      });
      expect(bought.body).toMatchObject({ is_premium: true, plan_id: 'pro_3m' });
    } finally {
      await onlyQuarterly.close();
    }
  });

  it('a delayed payment is granted when async_payment_succeeded arrives', async () => {
    const user = await buyer();
    const fields = { userId: user.id, id: 'cs_test_async', paymentStatus: 'unpaid' as const };
    await deliver(t, checkoutCompleted(fields));
    expect((await status(user.token)).body.is_premium).toBe(false);
    await deliver(t, checkoutCompleted(fields, 'checkout.session.async_payment_succeeded'));
    expect((await status(user.token)).body.is_premium).toBe(true);
  });

  it('charge.refunded takes back what that payment granted, once', async () => {
    const user = await buyer();
    await deliver(t, checkoutCompleted({ userId: user.id, paymentIntent: 'pi_kept' }));
    await deliver(t, checkoutCompleted({ userId: user.id, paymentIntent: 'pi_refunded' }));
    expect((await deliver(t, chargeRefunded('pi_refunded', false))).status).toBe(200); // partial: kept
    expect(monthsFromNow((await status(user.token)).body.premium_until)).toBeCloseTo(6, 0);
    const refund = chargeRefunded('pi_refunded');
    await deliver(t, refund);
    await deliver(t, { ...refund, id: 'evt_refund_again' });
    const body = (await status(user.token)).body;
    expect(monthsFromNow(body.premium_until)).toBeCloseTo(3, 0);
    expect(body.last_payment).toMatchObject({ status: 'refunded', refunded_at: expect.any(String) });
  });
});
