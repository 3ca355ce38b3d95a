import { type BillingPlan, REGISTRATION_REQUIRED_CODE } from '@resume/core';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@/features/auth';
import { useBillingStatus, useCheckout } from '@/features/billing';
import { ApiError } from '@/lib/api-client';
import { failureMessage } from '@/lib/failure-message';
import { withRedirect } from '@/lib/redirect';

/** `/upgrade?buy=<plan id>`: the purchase a person started before they had an account. */
export const BUY_PARAM = 'buy';

export const PAYMENTS_UNAVAILABLE = 'Payments are unavailable right now. Please try again later.';
export const CHECKOUT_FAILED = 'The checkout could not be opened. Please try again.';

/** This page again with the plan to buy, for the way back through sign-up and onboarding. */
export function resumePurchasePath(location: { pathname: string; search: string }, planId: string): string {
  const params = new URLSearchParams(location.search);
  params.set(BUY_PARAM, planId);
  return `${location.pathname}?${params}`;
}

const needsAccount = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 403 &&
  (error.detail as { code?: unknown } | null)?.code === REGISTRATION_REQUIRED_CODE;

const unavailableAnswer = (error: unknown) =>
  error instanceof ApiError && error.status === 503 ? error.message || PAYMENTS_UNAVAILABLE : null;

/**
 * Buying a plan. Registered people go to the checkout; anyone else signs up first and comes back
 * with `?buy=`, where the purchase goes on by itself, once. When payments cannot be taken now the
 * reason is given instead of a button that would fail.
 */
export function usePurchase(plans: BillingPlan[]) {
  const { user } = useSession();
  const registered = user?.is_registered === true;
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const status = useBillingStatus({ enabled: Boolean(user) });
  const checkout = useCheckout();

  const signUpFirst = useCallback(
    (planId: string) => navigate(withRedirect('/signup', resumePurchasePath(location, planId))),
    [navigate, location],
  );

  const { mutate } = checkout;
  const buy = useCallback(
    (planId: string) => {
      if (!registered) return signUpFirst(planId);
      mutate(planId, {
        onError: (error) => {
          if (needsAccount(error)) signUpFirst(planId);
        },
      });
    },
    [registered, signUpFirst, mutate],
  );

  const wanted = params.get(BUY_PARAM);
  const continued = useRef(false);
  useEffect(() => {
    if (!wanted || continued.current || !registered || status.isPending) return;
    continued.current = true;
    // Once: back from the checkout (or on a reload) the page does not start another.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(BUY_PARAM);
        return next;
      },
      { replace: true },
    );
    if (status.data?.checkout_available !== false && plans.some((plan) => plan.id === wanted)) buy(wanted);
  }, [wanted, registered, status.isPending, status.data, plans, setParams, buy]);

  const unavailable =
    unavailableAnswer(checkout.error) ??
    (status.data?.checkout_available === false ? PAYMENTS_UNAVAILABLE : null);
  const failure =
    checkout.error && !unavailable && !needsAccount(checkout.error)
      ? failureMessage(checkout.error, CHECKOUT_FAILED)
      : null;
  return {
    buy,
    registered,
    /** The plan whose checkout is opening (the page is about to leave for it). */
    openingPlanId: checkout.isPending || checkout.isSuccess ? (checkout.variables ?? null) : null,
    /** Why payments cannot be taken now, or null. */
    unavailable,
    failure,
    supportEmail: status.data?.support_email ?? null,
  };
}
