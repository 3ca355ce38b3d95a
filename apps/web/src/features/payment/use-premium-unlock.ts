import type { BillingStatus } from '@resume/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  forgetPurchaseStart,
  purchaseArrived,
  readPurchaseStart,
  useBillingStatus,
  useRefreshAfterPurchase,
} from '@/features/billing';

/** The payment provider tells the server on its own time: ask every 2 s, for up to a minute. */
export const POLL_EVERY_MS = 2_000;
export const POLL_FOR_MS = 60_000;

export type Unlock = {
  /**
   * waiting: still asking; unlocked: Pro is on; late: a minute passed without it (docs/product.md#plans: up
   * to an hour).
   */
  state: 'waiting' | 'unlocked' | 'late';
  status: BillingStatus | undefined;
  /** Asks again, for another minute. */
  checkAgain(): void;
};

/**
 * Waits for the purchase to arrive. As soon as it has, the session's user and everything that
 * depends on premium are fetched again: clean PDFs and Pro templates work without a reload.
 */
export function usePremiumUnlock(): Unlock {
  const [start] = useState(readPurchaseStart);
  const [timedOut, setTimedOut] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const waitAMinute = useCallback(() => {
    clearTimeout(timer.current);
    setTimedOut(false);
    timer.current = setTimeout(() => setTimedOut(true), POLL_FOR_MS);
  }, []);
  useEffect(() => {
    waitAMinute();
    return () => clearTimeout(timer.current);
  }, [waitAMinute]);

  const arrived = (status: BillingStatus | undefined) => Boolean(status && purchaseArrived(status, start));
  const status = useBillingStatus({
    pollEvery: (current) => (arrived(current) || timedOut ? false : POLL_EVERY_MS),
  });
  const unlocked = arrived(status.data);

  const refreshAfterPurchase = useRefreshAfterPurchase();
  useEffect(() => {
    if (!unlocked) return;
    forgetPurchaseStart();
    void refreshAfterPurchase();
  }, [unlocked, refreshAfterPurchase]);

  const { refetch } = status;
  const checkAgain = useCallback(() => {
    waitAMinute();
    void refetch();
  }, [waitAMinute, refetch]);

  return { state: unlocked ? 'unlocked' : timedOut ? 'late' : 'waiting', status: status.data, checkAgain };
}
