import { beforeEach, describe, expect, it } from 'vitest';
import { fakeJwt } from '@/test-utils';
import { clearGuestId, clearSession, isExpired, readSession, storeTokens, tokenExpiry } from './session';

beforeEach(() => localStorage.clear());

describe('session record (docs/product.md#session)', () => {
  it('stores tokens and the guest_id when the response carries one', () => {
    storeTokens({ access_token: 'a', refresh_token: 'r', token_type: 'bearer', guest_id: 'g-1' });
    expect(readSession()).toEqual({
      access_token: 'a',
      refresh_token: 'r',
      token_type: 'bearer',
      guest_id: 'g-1',
    });
  });

  it('does not store a guest_id when the response has none', () => {
    storeTokens({ access_token: 'a', refresh_token: 'r', token_type: 'bearer' });
    expect(readSession()).toEqual({ access_token: 'a', refresh_token: 'r', token_type: 'bearer' });
    expect(localStorage.getItem('guest_id')).toBeNull();
  });

  it('clearing the tokens also removes the guest_id', () => {
    storeTokens({ access_token: 'a', refresh_token: 'r', token_type: 'bearer', guest_id: 'g-1' });
    clearSession();
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('guest_id')).toBeNull();
  });

  it('a guest id can be cleared on its own', () => {
    storeTokens({ access_token: 'a', refresh_token: 'r', token_type: 'bearer', guest_id: 'g-1' });
    clearGuestId();
    expect(readSession()).toEqual({ access_token: 'a', refresh_token: 'r', token_type: 'bearer' });
  });

  it('treats a corrupt record as no session', () => {
    localStorage.setItem('session', '{oops');
    expect(readSession()).toBeNull();
  });

  it('reads the expiry from the token itself', () => {
    const token = fakeJwt(600);
    expect(tokenExpiry(token)).toBeGreaterThan(Date.now() / 1000);
    expect(isExpired(token)).toBe(false);
    expect(isExpired(fakeJwt(-1))).toBe(true);
    expect(isExpired('garbage')).toBe(true);
  });
});
