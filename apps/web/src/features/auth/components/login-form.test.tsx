import { LIMITS, resumesNotMovedNotice, type User } from '@resume/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession, storeTokens } from '@/lib/session';
import { fakeApi, renderRoutes } from '@/test-render';
import { fakeJwt, jsonResponse } from '@/test-utils';
import { LoginPage } from '../pages/login-page';

const GUEST_TOKEN = fakeJwt(900);

const session = { user: null as User | null, isLoading: false, setUser: vi.fn() };
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => session,
  SESSION_QUERY_KEY: ['session', 'me'],
}));
const track = vi.hoisted(() => vi.fn());
vi.mock('@/lib/analytics', () => ({ track }));

const jane = { id: 'u1', email: 'jane@example.com', is_registered: true } as User;
const accountTokens = { access_token: 'acc', refresh_token: 'ref', token_type: 'bearer' };

beforeEach(() => {
  localStorage.clear();
  storeTokens({ access_token: GUEST_TOKEN, refresh_token: 'guest-r', token_type: 'bearer', guest_id: 'g' });
  track.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

const renderLogin = (at = '/login') => renderRoutes([{ path: '/login', element: <LoginPage /> }], at);

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login form (docs/product.md#validation)', () => {
  it('requires an email and a password, without calling the server', async () => {
    const { calls } = fakeApi({});
    renderLogin();
    await fillIn('', '');
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });

  it('requires a valid email', async () => {
    fakeApi({});
    renderLogin();
    await fillIn('jane@', 'Secret1pass');
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
  });

  it('shows the login error for wrong credentials, without a refresh-and-retry', async () => {
    const { calls } = fakeApi({
      'POST /auth/login': () => jsonResponse(401, { detail: 'Invalid email or password' }),
    });
    renderLogin();
    await fillIn('jane@example.com', 'Wrong1pass');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Login error. Please check your email and password.',
    );
    expect(calls.map((c) => c.route)).toEqual(['POST /auth/login']);
    expect(readSession()?.access_token).toBe(GUEST_TOKEN);
  });

  it('stores the tokens, loads the user, tracks login and returns to ?redirect=', async () => {
    const { calls } = fakeApi({
      'POST /auth/login': () => jsonResponse(200, accountTokens),
      'GET /user/me': () => jsonResponse(200, jane),
    });
    const { queryClient } = renderLogin('/login?redirect=%2Fprofile-settings%3Ftab%3D1');
    await fillIn('Jane@Example.com ', 'Secret1pass');
    expect((await screen.findByTestId('location')).textContent).toBe('/profile-settings?tab=1');
    expect(calls[0]?.body).toEqual({ email: 'jane@example.com', password: 'Secret1pass' });
    expect(readSession()).toEqual(accountTokens);
    expect(queryClient.getQueryData(['session', 'me'])).toEqual(jane);
    expect(track).toHaveBeenCalledWith('login');
  });

  it('goes home after login when the redirect is not a path of this app', async () => {
    fakeApi({
      'POST /auth/login': () => jsonResponse(200, accountTokens),
      'GET /user/me': () => jsonResponse(200, jane),
    });
    renderLogin('/login?redirect=https%3A%2F%2Fevil.example');
    await fillIn('jane@example.com', 'Secret1pass');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('when guest resumes did not fit, says which and lets the person continue or go back to the guest', async () => {
    const notMoved = { resumes_not_moved: [{ id: '6f1c1a53-6d6f-4a3e-9c5e-0d8f9b7a1c2e', name: 'Draft' }] };
    const { calls } = fakeApi({
      'POST /auth/login': () => jsonResponse(200, { ...accountTokens, ...notMoved }),
      'GET /user/me': () => jsonResponse(200, jane),
      'POST /auth/logout': () => new Response(null, { status: 204 }),
    });
    renderLogin('/login?redirect=%2Fbuilder');
    await fillIn('jane@example.com', 'Secret1pass');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(resumesNotMovedNotice(['Draft'], LIMITS.freeResumeLimit));
    expect(screen.queryByTestId('location')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Back to the guest session' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/resumes');
    // The account's sign-in on this device ends; the guest's session is back, guest id and all.
    expect(calls.find((c) => c.route === 'POST /auth/logout')?.body).toEqual({ refresh_token: 'ref' });
    expect(readSession()).toEqual({
      access_token: GUEST_TOKEN,
      refresh_token: 'guest-r',
      token_type: 'bearer',
      guest_id: 'g',
    });
  });

  it('Continue to my account goes on to ?redirect=, leaving the guest resumes behind', async () => {
    const notMoved = { resumes_not_moved: [{ id: '6f1c1a53-6d6f-4a3e-9c5e-0d8f9b7a1c2e', name: 'Draft' }] };
    fakeApi({
      'POST /auth/login': () => jsonResponse(200, { ...accountTokens, ...notMoved }),
      'GET /user/me': () => jsonResponse(200, jane),
    });
    renderLogin('/login?redirect=%2Fbuilder');
    await fillIn('jane@example.com', 'Secret1pass');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue to my account' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/builder');
    expect(readSession()).toEqual(accountTokens);
  });

  it("refreshes an expired guest token first, so the guest's resumes come along", async () => {
    storeTokens({
      access_token: fakeJwt(-60),
      refresh_token: 'guest-r',
      token_type: 'bearer',
      guest_id: 'g',
    });
    const { calls } = fakeApi({
      'POST /auth/refresh': () =>
        jsonResponse(200, {
          access_token: 'fresh',
          refresh_token: 'r2',
          token_type: 'bearer',
          guest_id: 'g',
        }),
      'POST /auth/login': () => jsonResponse(200, accountTokens),
      'GET /user/me': () => jsonResponse(200, jane),
    });
    renderLogin();
    await fillIn('jane@example.com', 'Secret1pass');
    await screen.findByTestId('location');
    expect(calls.map((c) => c.route)).toEqual(['POST /auth/refresh', 'POST /auth/login', 'GET /user/me']);
  });
});
