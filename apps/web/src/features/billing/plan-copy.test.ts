import { describe, expect, it } from 'vitest';
import { planGuarantee, planPrice, planTerms } from './plan-copy';

describe('plan copy', () => {
  it('prices whole amounts without cents and others with them, in the plan’s currency', () => {
    expect(planPrice({ price_cents: 4000, currency: 'USD' }, 'en-US')).toBe('$40');
    expect(planPrice({ price_cents: 3999, currency: 'EUR' }, 'en-US')).toBe('€39.99');
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
});
