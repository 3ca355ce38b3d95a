import type { BillingStatus } from '@resume/core';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from '@/features/auth/session-context';
import { rememberPurchaseStart } from '@/features/billing/purchase-start';
import { storeTokens } from '@/lib/session';
import { fakeApi, renderRoutes } from '@/test-render';
import { fakeJwt, jsonResponse, testUser } from '@/test-utils';
import { PaymentSuccessPage } from './payment-success-page';
import { POLL_EVERY_MS, POLL_FOR_MS } from './use-premium-unlock';

const UNTIL = '2026-09-01T12:00:00.000Z';
const longDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso));

const jane = testUser({ first_name: '', last_name: '' });

const status = (over: Partial<BillingStatus> = {}): BillingStatus => ({
  is_premium: false,
  premium_until: null,
  plan_id: null,
  last_payment: null,
  checkout_available: true,
  support_email: 'help@resumecraft.test',
  ...over,
});
const pro = status({ is_premium: true, premium_until: UNTIL, plan_id: 'pro_3m' });

/** What the rest of the app sees of the session's user (the header, the export screen…). */
function SessionProbe() {
  const { user } = useSession();
  return <p data-testid="session-premium">{String(user?.is_premium ?? 'none')}</p>;
}

/**
 * The real session (tokens in storage, GET /user/me) around the page, so that the refresh of the
 * session's user after the purchase is what is tested. The status answers in turn, the last repeating.
 */
function serve(statuses: BillingStatus[]) {
  let premium = false;
  const answers = [...statuses];
  const fake = fakeApi({
    'GET /user/me': () =>
      jsonResponse(
        200,
        premium ? { ...jane, is_premium: true, premium_until: UNTIL, credits_unlimited: true } : jane,
      ),
    'GET /billing/status': () => {
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      premium = next.is_premium;
      return jsonResponse(200, next);
    },
  });
  const count = (route: string) => fake.calls.filter((c) => c.route === route).length;
  return { count };
}

const renderSuccess = () =>
  renderRoutes(
    [
      {
        path: '/payment/success',
        element: (
          <SessionProvider>
            <SessionProbe />
            <PaymentSuccessPage />
          </SessionProvider>
        ),
      },
    ],
    '/payment/success?session_id=cs_test_42',
  );

/**
 * Lets time pass on the fake clock, running what falls due; then a few milliseconds more, one at
 * a time, so the answers it brought reach the screen (the query cache hands results on in
 * zero-delay timers, which the fake clock runs a millisecond later when set during a tick).
 */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  for (let turn = 0; turn < 5; turn++) await act(() => vi.advanceTimersByTimeAsync(1));
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  storeTokens({ access_token: fakeJwt(900), refresh_token: 'r', token_type: 'bearer' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('payment success page', () => {
  it('asks every 2 s until Pro arrives, then says until when, and refreshes the session’s user', async () => {
    const api = serve([status(), status(), pro]);
    renderSuccess();
    await wait(0);
    expect(screen.getByRole('status').textContent).toContain('Confirming your payment');
    expect(screen.getByTestId('session-premium').textContent).toBe('false');
    expect(api.count('GET /billing/status')).toBe(1);

    await wait(POLL_EVERY_MS);
    expect(api.count('GET /billing/status')).toBe(2);
    expect(screen.queryByText(/Pro is active/)).toBeNull();

    await wait(POLL_EVERY_MS);
    expect(screen.getByText(`Pro is active until ${longDate(UNTIL)}.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download a clean PDF' }).getAttribute('href')).toBe('/export');
    expect(screen.getByRole('link', { name: 'Back to the builder' }).getAttribute('href')).toBe('/builder');
    // The session's user is fetched again: clean PDFs and Pro templates work without a reload.
    expect(api.count('GET /user/me')).toBe(2);
    expect(screen.getByTestId('session-premium').textContent).toBe('true');

    // Done: no more asking.
    const asked = api.count('GET /billing/status');
    await wait(10 * POLL_EVERY_MS);
    expect(api.count('GET /billing/status')).toBe(asked);
  });

  it('after a minute without Pro, says it unlocks within the hour and how to reach support, and stops asking', async () => {
    const api = serve([status()]);
    renderSuccess();
    await wait(POLL_FOR_MS - POLL_EVERY_MS);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.count('GET /billing/status')).toBe(POLL_FOR_MS / POLL_EVERY_MS);

    await wait(POLL_EVERY_MS);
    const late = screen.getByRole('alert');
    expect(late.textContent).toContain('Premium unlocks within the next hour.');
    expect(late.textContent).toMatch(/contact support at help@resumecraft\.test/);
    const mail = screen.getByRole('link', { name: 'help@resumecraft.test' }).getAttribute('href') ?? '';
    expect(mail.startsWith('mailto:help@resumecraft.test?subject=')).toBe(true);
    expect(decodeURIComponent(mail)).toContain('cs_test_42');
    expect(screen.getByTestId('session-premium').textContent).toBe('false');

    const asked = api.count('GET /billing/status');
    await wait(10 * POLL_EVERY_MS);
    expect(api.count('GET /billing/status')).toBe(asked);
  });

  it('for someone extending Pro, waits for the end date to move rather than taking the old Pro for the new', async () => {
    const before = '2026-06-01T12:00:00.000Z';
    rememberPurchaseStart({ premium_until: before });
    serve([status({ is_premium: true, premium_until: before }), pro]);
    renderSuccess();
    await wait(0);
    expect(screen.queryByText(/Pro is active/)).toBeNull();
    expect(screen.getByText(/Confirming your payment/)).toBeTruthy();
    await wait(POLL_EVERY_MS);
    expect(screen.getByText(`Pro is active until ${longDate(UNTIL)}.`)).toBeTruthy();
  });
});
