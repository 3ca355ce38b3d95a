import type { BillingStatus } from '@resume/core';

/**
 * What premium looked like when the person left for the checkout, kept for the way back
 * (the checkout returns to /payment/success in the same tab). Someone extending Pro already has
 * it, so "is premium" alone would not tell that this purchase arrived: its end date moving does.
 */
const KEY = 'billing.purchase-start';

type PurchaseStart = { premium_until: string | null };

export function rememberPurchaseStart(start: PurchaseStart): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(start));
  } catch {
    // Storage may be off (private modes): the success page then goes by premium alone.
  }
}

export function readPurchaseStart(): PurchaseStart | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PurchaseStart | null;
    return stored && 'premium_until' in stored ? stored : null;
  } catch {
    return null;
  }
}

export function forgetPurchaseStart(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** Pro, and (when the start of this purchase is known) with an end date other than before it. */
export function purchaseArrived(
  status: Pick<BillingStatus, 'is_premium' | 'premium_until'>,
  start: PurchaseStart | null,
): boolean {
  if (!status.is_premium) return false;
  return !start?.premium_until || status.premium_until !== start.premium_until;
}
