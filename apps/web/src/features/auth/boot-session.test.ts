import type { Tokens, User } from '@resume/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession, storeTokens } from '@/lib/session';
import { fakeJwt } from '@/test-utils';
import { bootSession, type SessionApi } from './boot-session';

const user = { id: 'u1', email: null } as User;
const guestTokens = (): Tokens => ({
  access_token: fakeJwt(900),
  refresh_token: 'new',
  token_type: 'bearer',
  guest_id: 'g',
});

/** A fake api recording the order of calls in `calls`. */
function fakeApi(overrides: Partial<SessionApi> = {}) {
  const calls: string[] = [];
  const api: SessionApi = {
    startGuest: async () => {
      const tokens = guestTokens();
      storeTokens(tokens);
      return tokens;
    },
    refresh: async () => guestTokens(),
    loadUser: async () => user,
    ...overrides,
  };
  const recorded = Object.fromEntries(
    Object.entries(api).map(([name, fn]) => [
      name,
      vi.fn(async (...args: unknown[]) => {
        calls.push(name);
        return (fn as (...a: unknown[]) => unknown)(...args);
      }),
    ]),
  ) as unknown as { [K in keyof SessionApi]: ReturnType<typeof vi.fn<NonNullable<SessionApi[K]>>> };
  return { ...recorded, calls };
}

beforeEach(() => localStorage.clear());

describe('boot (docs/product.md#session)', () => {
  it('no tokens: creates a guest session, then loads the user', async () => {
    const api = fakeApi();
    expect(await bootSession(api)).toBe(user);
    expect(api.calls).toEqual(['startGuest', 'loadUser']);
  });

  it('a valid token: loads the user without refreshing', async () => {
    storeTokens({ access_token: fakeJwt(600), refresh_token: 'r', token_type: 'bearer' });
    const api = fakeApi();
    await bootSession(api);
    expect(api.calls).toEqual(['loadUser']);
  });

  it('an expired token: refreshes, then loads the user', async () => {
    storeTokens({ access_token: fakeJwt(-60), refresh_token: 'r', token_type: 'bearer' });
    const api = fakeApi();
    await bootSession(api);
    expect(api.calls).toEqual(['refresh', 'loadUser']);
  });

  it('a failed refresh: starts a new guest session and says the earlier guest session ended', async () => {
    storeTokens({ access_token: fakeJwt(-60), refresh_token: 'r', token_type: 'bearer', guest_id: 'old' });
    const api = fakeApi({
      refresh: vi.fn(async () => Promise.reject(new Error('Failed to refresh token'))),
      sessionEnded: () => undefined,
    });
    expect(await bootSession(api)).toBe(user);
    expect(api.calls).toEqual(['refresh', 'startGuest', 'sessionEnded', 'loadUser']);
    expect(api.sessionEnded).toHaveBeenCalledWith(true);
    expect(readSession()?.guest_id).toBe('g');
  });

  it('a failed refresh of an account’s sign-in: says it was not a guest session that ended', async () => {
    storeTokens({ access_token: fakeJwt(-60), refresh_token: 'r', token_type: 'bearer' });
    const api = fakeApi({
      refresh: vi.fn(async () => Promise.reject(new Error('Failed to refresh token'))),
      sessionEnded: () => undefined,
    });
    await bootSession(api);
    expect(api.sessionEnded).toHaveBeenCalledWith(false);
  });

  it('loading the user fails: the tokens are cleared', async () => {
    storeTokens({ access_token: fakeJwt(600), refresh_token: 'r', token_type: 'bearer', guest_id: 'g' });
    const api = fakeApi({ loadUser: vi.fn(async () => Promise.reject(new Error('boom'))) });
    expect(await bootSession(api)).toBeNull();
    expect(readSession()).toBeNull();
    expect(localStorage.getItem('guest_id')).toBeNull();
  });
});
