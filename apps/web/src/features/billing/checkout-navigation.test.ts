import { describe, expect, it } from 'vitest';
import { isCheckoutUrl } from './checkout-navigation';

describe('checkout address', () => {
  const origin = 'https://resumecraft.example';

  it('accepts the demo checkout on this site and an https payment page', () => {
    expect(isCheckoutUrl('/demo-checkout/t-1', origin)).toBe(true);
    expect(isCheckoutUrl('https://checkout.stripe.com/c/pay/cs_test_1', origin)).toBe(true);
  });

  it('refuses addresses that are not a payment page to send a person to', () => {
    expect(isCheckoutUrl('javascript:alert(1)', origin)).toBe(false);
    expect(isCheckoutUrl('http://checkout.example/pay', origin)).toBe(false);
    expect(isCheckoutUrl('data:text/html,hi', origin)).toBe(false);
  });
});
