import type { BillingPlan, BillingStatus, User } from '@resume/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveForCheckout } from '@/features/billing/checkout-navigation';
import { readPurchaseStart } from '@/features/billing/purchase-start';
import { fakeApi, renderRoutes } from '@/test-render';
import { jsonResponse } from '@/test-utils';
import { UpgradePage } from './upgrade-page';

const session = { user: null as User | null, isLoading: false, setUser: vi.fn() };
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => session,
  SESSION_QUERY_KEY: ['session', 'me'],
}));
vi.mock('@/features/billing/checkout-navigation', () => ({ leaveForCheckout: vi.fn() }));

const plan: BillingPlan = {
  id: 'pro_3m',
  name: 'Pro — 3 months',
  price_cents: 4000,
  currency: 'USD',
  period_months: 3,
  recurring: false,
  money_back_days: 14,
  features: ['Unlimited AI writer', 'Premium templates'],
};

const guest = { id: 'g1', email: null, is_registered: false, is_premium: false, premium_until: null } as User;
const jane = {
  id: 'u1',
  email: 'jane@example.com',
  is_registered: true,
  is_verified: true,
  has_completed_onboarding: true,
  is_premium: false,
  premium_until: null,
} as User;

const status = (over: Partial<BillingStatus> = {}): BillingStatus => ({
  is_premium: false,
  premium_until: null,
  plan_id: null,
  last_payment: null,
  checkout_available: true,
  support_email: 'help@resumecraft.test',
  ...over,
});

/** A response the test releases when it wants, to look at the page in between. */
function deferred() {
  let release: (response: Response) => void = () => {};
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { response, release };
}

const serve = (routes: Record<string, (body: unknown) => Response | Promise<Response>> = {}) =>
  fakeApi({
    'GET /billing/plans': () => jsonResponse(200, [plan]),
    'GET /billing/status': () => jsonResponse(200, status()),
    ...routes,
  });

beforeEach(() => {
  session.user = guest;
  sessionStorage.clear();
  vi.mocked(leaveForCheckout).mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const renderUpgrade = (at = '/upgrade') => renderRoutes([{ path: '/upgrade', element: <UpgradePage /> }], at);
const buyButton = () => screen.findByRole('button', { name: 'Get Pro — $40 for 3 months' });

describe('upgrade page', () => {
  it('shows the plan from the server, priced and worded from it, with its buy button', async () => {
    serve();
    renderUpgrade('/upgrade?template=executive&id=r1');
    const card = await screen.findByRole('article', { name: 'Pro — 3 months' });
    expect(card.textContent).toContain('$40');
    expect(card.textContent).toContain('14-day money-back guarantee');
    expect(card.textContent).toContain('Premium templates');
    expect(within(card).getByRole('button', { name: 'Get Pro — $40 for 3 months' })).toBeTruthy();
    expect(screen.getByText(/Executive is a Pro template/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your resume' }).getAttribute('href')).toBe(
      '/refine?id=r1',
    );
  });

  it('sends a guest to sign up, to come back to this page with the purchase to continue', async () => {
    const { calls } = serve();
    renderUpgrade('/upgrade?template=executive&id=r1');
    await userEvent.setup().click(await buyButton());
    const back = '/upgrade?template=executive&id=r1&buy=pro_3m';
    expect(screen.getByTestId('location').textContent).toBe(`/signup?redirect=${encodeURIComponent(back)}`);
    expect(calls.map((c) => c.route)).not.toContain('POST /billing/checkout');
  });

  it('opens the checkout for a registered user: busy while it is asked for, then the page leaves for it', async () => {
    session.user = jane;
    const checkout = deferred();
    const { calls } = serve({ 'POST /billing/checkout': () => checkout.response });
    renderUpgrade();
    await userEvent.setup().click(await buyButton());

    const opening = screen.getByRole('button', { name: 'Opening the secure checkout…' });
    expect(opening.getAttribute('aria-busy')).toBe('true');
    expect((opening as HTMLButtonElement).disabled).toBe(true);
    expect(calls.find((c) => c.route === 'POST /billing/checkout')?.body).toEqual({ plan_id: 'pro_3m' });
    expect(leaveForCheckout).not.toHaveBeenCalled();

    checkout.release(jsonResponse(200, { checkout_url: '/demo-checkout/t-123' }));
    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalledWith('/demo-checkout/t-123'));
    // Still busy: the page is on its way to the checkout, not offering a second one.
    expect(screen.getByRole('button', { name: 'Opening the secure checkout…' })).toBeTruthy();
    expect(readPurchaseStart()).toEqual({ premium_until: null });
  });

  it('continues the purchase by itself, once, when a registered user comes back with ?buy=', async () => {
    session.user = jane;
    const { calls } = serve({
      'POST /billing/checkout': () => jsonResponse(200, { checkout_url: 'https://checkout.stripe.com/c/1' }),
    });
    const { router } = renderUpgrade('/upgrade?id=r1&buy=pro_3m');
    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalledWith('https://checkout.stripe.com/c/1'));
    expect(calls.filter((c) => c.route === 'POST /billing/checkout')).toHaveLength(1);
    // Back from the checkout (or on a reload), the page does not start another one.
    expect(router.state.location.search).toBe('?id=r1');
  });

  it('does not start a purchase for a guest who arrives with ?buy=', async () => {
    const { calls } = serve();
    renderUpgrade('/upgrade?buy=pro_3m');
    await buyButton();
    expect(calls.map((c) => c.route)).not.toContain('POST /billing/checkout');
  });

  it('says plainly that payments are unavailable, with no buy button, when checkout is off', async () => {
    session.user = jane;
    serve({ 'GET /billing/status': () => jsonResponse(200, status({ checkout_available: false })) });
    renderUpgrade();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Payments are unavailable right now. Please try again later.');
    expect(within(alert).getByRole('link', { name: 'help@resumecraft.test' }).getAttribute('href')).toBe(
      'mailto:help@resumecraft.test',
    );
    expect(screen.getByRole('article', { name: 'Pro — 3 months' }).textContent).toContain('$40');
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('takes the button away with the server’s words when the checkout answers 503', async () => {
    session.user = jane;
    serve({
      'POST /billing/checkout': () =>
        jsonResponse(503, { detail: 'Payments are unavailable right now. Please try again later.' }),
    });
    renderUpgrade();
    await userEvent.setup().click(await buyButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Payments are unavailable right now.');
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(leaveForCheckout).not.toHaveBeenCalled();
  });

  it('shows why a checkout failed and offers the button again', async () => {
    session.user = jane;
    serve({ 'POST /billing/checkout': () => jsonResponse(500, { detail: 'boom' }) });
    renderUpgrade();
    const user = userEvent.setup();
    await user.click(await buyButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The checkout could not be opened. Please try again.',
    );
    expect(
      (screen.getByRole('button', { name: 'Get Pro — $40 for 3 months' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('sends someone whose session turned out to be a guest’s to sign up', async () => {
    session.user = jane;
    serve({
      'POST /billing/checkout': () =>
        jsonResponse(403, { detail: { msg: 'Create an account to buy Pro', code: 'registration_required' } }),
    });
    renderUpgrade();
    await userEvent.setup().click(await buyButton());
    expect((await screen.findByTestId('location')).textContent).toBe(
      `/signup?redirect=${encodeURIComponent('/upgrade?buy=pro_3m')}`,
    );
  });

  it('tells a Pro user until when Pro is active, and offers to extend it', async () => {
    const until = '2026-09-01T12:00:00.000Z';
    session.user = { ...jane, is_premium: true, premium_until: until };
    const { calls } = serve({
      'GET /billing/status': () => jsonResponse(200, status({ is_premium: true, premium_until: until })),
      'POST /billing/checkout': () => jsonResponse(200, { checkout_url: '/demo-checkout/t-9' }),
    });
    renderUpgrade();
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toMatch(/^Pro is active until \w+ \d+, 2026\./);
    expect(notice.textContent).toContain(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(until)),
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Extend Pro by 3 months' }));
    await waitFor(() => expect(leaveForCheckout).toHaveBeenCalledWith('/demo-checkout/t-9'));
    expect(calls.find((c) => c.route === 'POST /billing/checkout')?.body).toEqual({ plan_id: 'pro_3m' });
    expect(readPurchaseStart()).toEqual({ premium_until: until });
  });
});
