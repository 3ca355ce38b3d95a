import type { CheckoutResponse } from '@resume/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@/features/auth';
import { apiRequest } from '@/lib/api-client';
import { leaveForCheckout } from '../checkout-navigation';
import { rememberPurchaseStart } from '../purchase-start';

/**
 * POST /billing/checkout: where to pay for the plan. Stripe Checkout (an https address) or the
 * built-in demo checkout (a path the api serves, `/demo-checkout/…`).
 */
export const startCheckout = (planId: string) =>
  apiRequest<CheckoutResponse>('/billing/checkout', { method: 'POST', body: { plan_id: planId } });

/**
 * Starts the checkout for a plan and leaves the app for it. After success the page is on its way
 * out, so callers keep the button busy (`isSuccess`) rather than offering it again.
 */
export function useCheckout() {
  const { user } = useSession();
  const premiumUntil = user?.premium_until ?? null;
  const mutation = useMutation({
    mutationFn: async (planId: string) => {
      const { checkout_url } = await startCheckout(planId);
      rememberPurchaseStart({ premium_until: premiumUntil });
      leaveForCheckout(checkout_url);
    },
  });
  // Back from the checkout, the browser may show this page as it was left (busy): offer it again.
  const { reset } = mutation;
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);
  return mutation;
}
