import type { BillingPlan, User } from '@resume/core';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '@/test-render';
import { jsonResponse } from '@/test-utils';
import { UpgradePage } from './upgrade-page';

const session = { user: null as User | null, isLoading: false, setUser: vi.fn() };
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => session,
  SESSION_QUERY_KEY: ['session', 'me'],
}));

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

beforeEach(() => {
  session.user = null;
  fakeApi({ 'GET /billing/plans': () => jsonResponse(200, [plan]) });
});

const renderUpgrade = (at = '/upgrade') => renderRoutes([{ path: '/upgrade', element: <UpgradePage /> }], at);

describe('upgrade page', () => {
  it('shows the plan from the server and says how Pro is had, with no buy button that does nothing', async () => {
    renderUpgrade('/upgrade?template=executive&id=r1');
    const card = await screen.findByRole('article', { name: 'Pro — 3 months' });
    expect(card.textContent).toContain('$40');
    expect(card.textContent).toContain('14-day money-back guarantee');
    expect(card.textContent).toContain('Premium templates');
    expect(screen.getByText(/Executive is a Pro template/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Online checkout is coming soon' })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to your resume' }).getAttribute('href')).toBe(
      '/refine?id=r1',
    );
  });

  it('tells a Pro user they already have it', async () => {
    session.user = { is_premium: true, is_registered: true } as User;
    renderUpgrade();
    expect(await screen.findByText(/You already have Pro/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Online checkout is coming soon' })).toBeNull();
  });
});
