import type { User } from '@resume/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession, storeTokens } from '@/lib/session';
import { fakeApi, renderRoutes } from '@/test-render';
import { fakeJwt, jsonResponse } from '@/test-utils';
import { SignupPage } from '../pages/signup-page';

const GUEST_TOKEN = fakeJwt(900);

const session = { user: null as User | null, isLoading: false, setUser: vi.fn() };
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => session,
  SESSION_QUERY_KEY: ['session', 'me'],
}));
const track = vi.hoisted(() => vi.fn());
vi.mock('@/lib/analytics', () => ({ track }));

beforeEach(() => {
  localStorage.clear();
  storeTokens({ access_token: GUEST_TOKEN, refresh_token: 'guest-r', token_type: 'bearer', guest_id: 'g' });
});
afterEach(() => vi.unstubAllGlobals());

async function fillIn(email: string, password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('signup form (docs/product.md#validation)', () => {
  it('says when the passwords do not match', async () => {
    const { calls } = fakeApi({});
    renderRoutes([{ path: '/signup', element: <SignupPage /> }], '/signup');
    await fillIn('jane@example.com', 'Secret1pass', 'Secret1pasS');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('names the first unmet password requirement and shows the checklist', async () => {
    fakeApi({});
    renderRoutes([{ path: '/signup', element: <SignupPage /> }], '/signup');
    await fillIn('jane@example.com', 'secret12', 'secret12');
    expect(await screen.findByText('Password must contain an uppercase letter')).toBeTruthy();
  });

  it('signs up with the guest bearer, tracks sign_up and goes to verify the email', async () => {
    const { calls } = fakeApi({
      'POST /auth/signup': () =>
        jsonResponse(201, { access_token: 'a', refresh_token: 'r', token_type: 'bearer' }),
      'GET /user/me': () => jsonResponse(200, { id: 'g', email: 'jane@example.com', is_registered: true }),
    });
    renderRoutes([{ path: '/signup', element: <SignupPage /> }], '/signup?redirect=%2Fexport');
    await fillIn('jane@example.com', 'Secret1pass', 'Secret1pass');
    expect((await screen.findByTestId('location')).textContent).toBe('/auth/verify-email?redirect=%2Fexport');
    expect(calls[0]).toEqual({
      route: 'POST /auth/signup',
      body: { email: 'jane@example.com', password: 'Secret1pass', confirm_password: 'Secret1pass' },
    });
    expect(readSession()).toEqual({ access_token: 'a', refresh_token: 'r', token_type: 'bearer' });
    expect(track).toHaveBeenCalledWith('sign_up');
  });

  it("shows the server's reason when the email is taken", async () => {
    fakeApi({
      'POST /auth/signup': () => jsonResponse(409, { detail: 'An account with this email already exists' }),
    });
    renderRoutes([{ path: '/signup', element: <SignupPage /> }], '/signup');
    await fillIn('jane@example.com', 'Secret1pass', 'Secret1pass');
    expect((await screen.findByRole('alert')).textContent).toBe('An account with this email already exists');
  });

  it('shows the registration error when the server fails', async () => {
    fakeApi({ 'POST /auth/signup': () => jsonResponse(500, { detail: 'Internal server error' }) });
    renderRoutes([{ path: '/signup', element: <SignupPage /> }], '/signup');
    await fillIn('jane@example.com', 'Secret1pass', 'Secret1pass');
    expect((await screen.findByRole('alert')).textContent).toBe('Registration error. Please try again.');
  });
});
