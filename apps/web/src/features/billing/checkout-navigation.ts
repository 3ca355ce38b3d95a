/**
 * Whether the checkout address is one to send a person to: a path on this site (the demo
 * checkout) or an https page (Stripe). Anything else (javascript:, plain http) is refused.
 */
export function isCheckoutUrl(url: string, origin = window.location.origin): boolean {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A full page load, not a router navigation: the demo checkout is a page the server renders
 * and Stripe is another site, so the single-page app must let go of the address.
 */
export function leaveForCheckout(url: string): void {
  if (!isCheckoutUrl(url)) throw new Error('The payment page could not be opened. Please try again.');
  window.location.assign(url);
}
