import type { BillingPlan, BillingStatus, Payment, User } from '@resume/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '@/test-render';
import { jsonResponse, testUser } from '@/test-utils';
import { SubscriptionSection } from './subscription-section';

const longDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso));

const jane = testUser({ credits: 3 });

const UNTIL = '2026-09-01T12:00:00.000Z';
const proJane: User = { ...jane, is_premium: true, premium_until: UNTIL, credits_unlimited: true };

const plan: BillingPlan = {
  id: 'pro_3m',
  name: 'Pro — 3 months',
  price_cents: 4000,
  currency: 'USD',
  period_months: 3,
  recurring: false,
  money_back_days: 14,
  features: [],
};

const payment = (over: Partial<Payment> = {}): Payment => ({
  id: '0b9f2c3e-8f5a-4d5e-9c1b-2a3b4c5d6e7f',
  plan_id: 'pro_3m',
  amount_cents: 4000,
  currency: 'USD',
  status: 'paid',
  provider: 'stripe',
  created_at: '2026-06-01T12:00:00.000Z',
  refunded_at: null,
  receipt_url: 'https://pay.stripe.com/receipts/r_1',
  ...over,
});

const status = (over: Partial<BillingStatus> = {}): BillingStatus => ({
  is_premium: false,
  premium_until: null,
  plan_id: null,
  last_payment: null,
  checkout_available: true,
  support_email: 'help@resumecraft.test',
  ...over,
});

function renderSection(user: User, answer: () => Response) {
  fakeApi({ 'GET /billing/status': answer, 'GET /billing/plans': () => jsonResponse(200, [plan]) });
  renderRoutes(
    [{ path: '/profile-settings', element: <SubscriptionSection user={user} /> }],
    '/profile-settings',
  );
  return screen.getByRole('region', { name: 'Subscription' });
}

afterEach(() => vi.unstubAllGlobals());

describe('subscription section', () => {
  it('shows a Pro user their plan, until when, the last payment with its receipt, and a way to extend', async () => {
    const section = renderSection(proJane, () =>
      jsonResponse(
        200,
        status({ is_premium: true, premium_until: UNTIL, plan_id: 'pro_3m', last_payment: payment() }),
      ),
    );
    const paid = await within(section).findByTestId('last-payment');
    expect(section.textContent).toContain(`Pro until ${longDate(UNTIL)}`);
    expect(await within(section).findByText('Plan: Pro — 3 months')).toBeTruthy();
    expect(section.textContent).toContain('Unlimited AI writer use.');
    expect(paid.textContent).toContain('$40');
    expect(paid.textContent).toContain(`on ${longDate('2026-06-01T12:00:00.000Z')}`);
    expect(paid.textContent).toContain('Paid');
    const receipt = within(paid).getByRole('link', { name: /View receipt/ });
    expect(receipt.getAttribute('href')).toBe('https://pay.stripe.com/receipts/r_1');
    expect(receipt.getAttribute('target')).toBe('_blank');
    expect(within(section).getByRole('link', { name: 'Extend Pro' }).getAttribute('href')).toBe('/upgrade');
  });

  it('says when the last payment was refunded, and offers no receipt link when there is none', async () => {
    const section = renderSection(jane, () =>
      jsonResponse(
        200,
        status({
          last_payment: payment({
            status: 'refunded',
            refunded_at: '2026-06-05T12:00:00.000Z',
            receipt_url: null,
            provider: 'demo',
          }),
        }),
      ),
    );
    const refunded = await within(section).findByTestId('last-payment');
    expect(section.textContent).toContain('Free plan');
    expect(refunded.textContent).toContain('Refunded');
    expect(refunded.textContent).not.toContain('Paid');
    expect(refunded.textContent).toContain(longDate('2026-06-05T12:00:00.000Z'));
    expect(within(refunded).queryByRole('link')).toBeNull();
    expect(within(section).getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/upgrade',
    );
  });

  it('shows a free user with no payments their credits and the way to Pro', async () => {
    const section = renderSection(jane, () => jsonResponse(200, status()));
    expect(within(section).getByRole('status').textContent).toBe('Loading payment details');
    await within(section).findByRole('link', { name: 'Upgrade to Pro' });
    expect(await screen.findByText('3 AI credits left.')).toBeTruthy();
    expect(within(section).queryByRole('status')).toBeNull();
    expect(within(section).queryByTestId('last-payment')).toBeNull();
    expect(section.textContent).toContain('Free plan');
  });

  it('says when the payment details could not be loaded, and tries again on request', async () => {
    let answer = jsonResponse(500, { detail: 'boom' });
    const section = renderSection(proJane, () => answer);
    expect((await within(section).findByRole('alert')).textContent).toContain(
      'Payment details could not be loaded.',
    );
    answer = jsonResponse(200, status({ is_premium: true, premium_until: UNTIL, last_payment: payment() }));
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByTestId('last-payment')).toBeTruthy();
    expect(within(section).queryByRole('alert')).toBeNull();
  });
});
