import { LIMITS, resumesNotMovedNotice, type Tokens, type User } from '@resume/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession, storeTokens } from '@/lib/session';
import { type AccountApi, logIn, logOut, signUp } from './account-actions';

const user = { id: 'u1', email: 'jane@example.com', is_registered: true } as User;
const accountTokens: Tokens = { access_token: 'acc', refresh_token: 'ref', token_type: 'bearer' };

function fakeApi(overrides: Partial<AccountApi> = {}) {
  const calls: string[] = [];
  const api: AccountApi = {
    login: vi.fn(async () => {
      calls.push('login');
      return accountTokens;
    }),
    signup: vi.fn(async () => {
      calls.push('signup');
      return accountTokens;
    }),
    logout: vi.fn(async () => {
      calls.push('logout');
    }),
    loadUser: vi.fn(async () => {
      calls.push(`loadUser with ${readSession()?.access_token}`);
      return user;
    }),
    ...overrides,
  };
  return { api, calls };
}

beforeEach(() => {
  localStorage.clear();
  storeTokens({ access_token: 'guest', refresh_token: 'guest-r', token_type: 'bearer', guest_id: 'g-1' });
});

describe('login (docs/product.md#session)', () => {
  it('stores the tokens, then loads the user with them', async () => {
    const { api, calls } = fakeApi();
    expect(await logIn(api, { email: 'jane@example.com', password: 'x' })).toEqual({
      user,
      leftBehind: null,
    });
    expect(calls).toEqual(['login', 'loadUser with acc']);
    expect(readSession()).toEqual(accountTokens);
  });

  it('names the guest resumes the account had no room for, and keeps the way back to the guest', async () => {
    const left = [{ id: '6f1c1a53-6d6f-4a3e-9c5e-0d8f9b7a1c2e', name: 'Draft' }];
    const { api } = fakeApi({ login: vi.fn(async () => ({ ...accountTokens, resumes_not_moved: left })) });
    const { leftBehind } = await logIn(api, { email: 'jane@example.com', password: 'x' });
    expect(leftBehind).toEqual({
      notice: resumesNotMovedNotice(['Draft'], LIMITS.freeResumeLimit),
      guestSession: {
        access_token: 'guest',
        refresh_token: 'guest-r',
        token_type: 'bearer',
        guest_id: 'g-1',
      },
    });
    expect(readSession()).toEqual(accountTokens);
  });

  it("clears the old guest's id, which the account's tokens do not carry", async () => {
    const { api } = fakeApi();
    await logIn(api, { email: 'jane@example.com', password: 'x' });
    expect(localStorage.getItem('guest_id')).toBeNull();
  });

  it('keeps the guest session when the login is refused', async () => {
    const { api } = fakeApi({ login: vi.fn(async () => Promise.reject(new Error('401'))) });
    await expect(logIn(api, { email: 'a@b.co', password: 'x' })).rejects.toThrow();
    expect(readSession()?.access_token).toBe('guest');
    expect(readSession()?.guest_id).toBe('g-1');
  });
});

describe('signup', () => {
  it('stores the tokens and loads the (upgraded) user', async () => {
    const { api, calls } = fakeApi();
    const form = { email: 'jane@example.com', password: 'Abcdefg1', confirm_password: 'Abcdefg1' };
    expect(await signUp(api, form)).toBe(user);
    expect(calls).toEqual(['signup', 'loadUser with acc']);
    expect(readSession()?.guest_id).toBeUndefined();
  });
});

describe('logout (docs/product.md#session)', () => {
  it('revokes the refresh token on the server, then clears the tokens and the guest id', async () => {
    const { api } = fakeApi();
    await logOut(api);
    expect(api.logout).toHaveBeenCalledWith('guest-r');
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('guest_id')).toBeNull();
  });

  it('clears the tokens even when the server cannot be reached', async () => {
    const { api } = fakeApi({ logout: vi.fn(async () => Promise.reject(new TypeError('offline'))) });
    await logOut(api);
    expect(readSession()).toBeNull();
  });
});
