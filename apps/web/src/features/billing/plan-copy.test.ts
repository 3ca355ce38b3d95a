import { describe, expect, it } from 'vitest';
import { buyLabel, formatMoney, planDuration, planGuarantee, planPrice, planTerms } from './plan-copy';

describe('plan copy', () => {
  it('prices whole amounts without cents and others with them, in the plan’s currency', () => {
    expect(planPrice({ price_cents: 4000, currency: 'USD' }, 'en-US')).toBe('$40');
    expect(planPrice({ price_cents: 3999, currency: 'EUR' }, 'en-US')).toBe('€39.99');
    expect(formatMoney(1250, 'USD', 'en-US')).toBe('$12.50');
  });

  it('says whether the plan renews and for how long it lasts', () => {
    expect(planTerms({ period_months: 3, recurring: false })).toBe(
      'one payment for 3 months of access, no renewal',
    );
    expect(planTerms({ period_months: 12, recurring: true })).toBe('every year, renews automatically');
  });

  it('names the guarantee only when there is one', () => {
    expect(planGuarantee({ money_back_days: 14 })).toBe('14-day money-back guarantee');
    expect(planGuarantee({ money_back_days: 0 })).toBeNull();
  });

  it('words the buy button from the plan: its price and period, or the extension for a Pro user', () => {
    const pro3m = { price_cents: 4000, currency: 'USD', period_months: 3 };
    expect(buyLabel(pro3m, { extending: false })).toMatch(/^Get Pro — \$40 for 3 months$/);
    expect(buyLabel(pro3m, { extending: true })).toBe('Extend Pro by 3 months');
    expect(buyLabel({ ...pro3m, price_cents: 9900, period_months: 12 }, { extending: false })).toBe(
      'Get Pro — $99 for a year',
    );
    expect(planDuration({ period_months: 24 })).toBe('2 years');
    expect(planDuration({ period_months: 1 })).toBe('a month');
  });
});
