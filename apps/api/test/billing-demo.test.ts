import type { BillingPlan, BillingStatus } from '@resume/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function checkoutUrl(token: string): Promise<string> {
  const res = await t.request<{ checkout_url: string }>('/api/v1/billing/checkout', {
    token,
    body: { plan_id: 'pro_3m' },
  });
  expect(res.status).toBe(200);
  return res.body.checkout_url;
}

const status = async (token: string) =>
  (await t.request<BillingStatus>('/api/v1/billing/status', { token })).body;
/** Pay as the page's form does: an urlencoded POST with an empty body. */
const pay = (url: string) =>
  t.request<string>(url.replace('/demo-checkout?', '/demo-checkout/pay?'), {
    method: 'POST',
    raw: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('the demo checkout (local mode, no Stripe)', () => {
  it('only the 3-month plan is offered by default', async () => {
    const plans = (await t.request<BillingPlan[]>('/api/v1/billing/plans')).body;
    expect(plans.map((p) => p.id)).toEqual(['pro_3m']);
  });

  it('shows the plan and price marked as a demo; Pay grants Pro and goes to /payment/success', async () => {
    const { tokens } = await signUp(t);
    const url = await checkoutUrl(tokens.access_token);
    expect(url).toMatch(/^\/demo-checkout\?ticket=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(await status(tokens.access_token)).toMatchObject({ is_premium: false, checkout_available: true });

    const page = await t.request<string>(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('Demo checkout');
    expect(page.body).toContain('Pro — 3 months');
    expect(page.body).toContain('$40.00');

    const paid = await pay(url);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toMatch(/^\/payment\/success\?session_id=demo_/);
    const after = await status(tokens.access_token);
    expect(after).toMatchObject({ is_premium: true, plan_id: 'pro_3m' });
    expect(after.last_payment).toMatchObject({ provider: 'demo', amount_cents: 4000, status: 'paid' });
  });

  it('paying twice on one link is one payment', async () => {
    const { tokens } = await signUp(t);
    const url = await checkoutUrl(tokens.access_token);
    expect((await pay(url)).status).toBe(303);
    const first = (await status(tokens.access_token)).premium_until;
    expect((await pay(url)).status).toBe(303);
    expect((await status(tokens.access_token)).premium_until).toBe(first);
  });

  it('a forged or tampered link grants nothing', async () => {
    const { tokens } = await signUp(t);
    const url = await checkoutUrl(tokens.access_token);
    const tampered = `${url.slice(0, -4)}AAAA`;
    expect((await t.request(tampered)).status).toBe(410);
    expect((await pay(tampered)).status).toBe(410);
    expect((await pay('/demo-checkout?ticket=not-a-ticket')).status).toBe(410);
    expect((await status(tokens.access_token)).is_premium).toBe(false);
  });

  it('the webhook does not exist without Stripe', async () => {
    const res = await t.request('/api/v1/billing/webhook', {
      raw: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(404);
  });
});

describe('production without Stripe', () => {
  it('takes no payments: checkout 503 with a clear message, no demo pages, status says so', async () => {
    const prod = await createTestApp({
      env: 'production',
      billing: { demoCheckout: false, offeredPlanIds: ['pro_3m'], supportEmail: 'help@example.com' },
    });
    try {
      const { tokens } = await signUp(prod);
      const res = await prod.request('/api/v1/billing/checkout', {
        token: tokens.access_token,
        body: { plan_id: 'pro_3m' },
      });
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ detail: 'Payments are unavailable right now. Please try again later.' });
      const state = await prod.request<BillingStatus>('/api/v1/billing/status', {
        token: tokens.access_token,
      });
      expect(state.body.checkout_available).toBe(false);
      expect((await prod.request<string>('/demo-checkout?ticket=anything')).body).not.toContain(
        'Demo checkout',
      );
    } finally {
      await prod.close();
    }
  });
});
