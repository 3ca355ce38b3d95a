import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetPurchaseStart,
  purchaseArrived,
  readPurchaseStart,
  rememberPurchaseStart,
} from './purchase-start';

const until = (iso: string | null) => ({ is_premium: iso !== null, premium_until: iso });

beforeEach(() => sessionStorage.clear());

describe('purchase arrival', () => {
  it('is Pro, for someone who did not have it', () => {
    expect(purchaseArrived(until(null), { premium_until: null })).toBe(false);
    expect(purchaseArrived(until('2026-09-01T00:00:00Z'), { premium_until: null })).toBe(true);
    expect(purchaseArrived(until('2026-09-01T00:00:00Z'), null)).toBe(true);
  });

  it('is a later end date, for someone extending Pro', () => {
    const before = { premium_until: '2026-06-01T00:00:00Z' };
    expect(purchaseArrived(until('2026-06-01T00:00:00Z'), before)).toBe(false);
    expect(purchaseArrived(until('2026-09-01T00:00:00Z'), before)).toBe(true);
  });

  it('remembers the start for the way back from the checkout, until forgotten', () => {
    expect(readPurchaseStart()).toBeNull();
    rememberPurchaseStart({ premium_until: '2026-06-01T00:00:00Z' });
    expect(readPurchaseStart()).toEqual({ premium_until: '2026-06-01T00:00:00Z' });
    forgetPurchaseStart();
    expect(readPurchaseStart()).toBeNull();
  });
});
