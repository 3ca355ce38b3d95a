import type { User } from '@resume/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderRoutes } from '@/test-render';
import { jsonResponse } from '@/test-utils';
import { RequestPasswordResetPage } from './request-password-reset-page';
import { ResetPasswordPage } from './reset-password-page';
import { ResetPasswordVerificationPage } from './reset-password-verification-page';

vi.mock('@/features/auth/session-context', () => ({
  useSession: () => ({ user: null as User | null, isLoading: false, setUser: vi.fn() }),
  SESSION_QUERY_KEY: ['session', 'me'],
}));
afterEach(() => vi.unstubAllGlobals());

const INVALID = 'This password reset link is invalid or has expired.';

describe('request a reset', () => {
  it('says a link is on its way, whether or not the account exists', async () => {
    const { calls } = fakeApi({
      'POST /auth/request-password-reset': () => new Response(null, { status: 202 }),
    });
    renderRoutes([{ path: '/r', element: <RequestPasswordResetPage /> }], '/r');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toMatch(
      /If an account exists for jane@example.com/,
    );
    expect(calls[0]?.body).toEqual({ email: 'jane@example.com' });
  });
});

describe('the emailed link (/auth/reset-password-verification)', () => {
  it('checks the token, then continues to /auth/reset-password with it', async () => {
    const { calls } = fakeApi({
      'POST /auth/verify-password-reset-token': () => jsonResponse(200, { valid: true }),
    });
    renderRoutes(
      [{ path: '/auth/reset-password-verification', element: <ResetPasswordVerificationPage /> }],
      '/auth/reset-password-verification?token=abc-123',
    );
    expect((await screen.findByTestId('location')).textContent).toBe('/auth/reset-password?token=abc-123');
    expect(calls[0]?.body).toEqual({ token: 'abc-123' });
  });

  it('says the link is invalid or expired when the server refuses it', async () => {
    fakeApi({ 'POST /auth/verify-password-reset-token': () => jsonResponse(400, { detail: INVALID }) });
    renderRoutes(
      [{ path: '/auth/reset-password-verification', element: <ResetPasswordVerificationPage /> }],
      '/auth/reset-password-verification?token=old',
    );
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    expect(screen.getByRole('link', { name: 'Send a new link' }).getAttribute('href')).toBe(
      '/auth/request-password-reset',
    );
  });
});

describe('set a new password (docs/product.md#validation)', () => {
  async function submit(password: string, confirm: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
  }
  const renderReset = () =>
    renderRoutes(
      [{ path: '/auth/reset-password', element: <ResetPasswordPage /> }],
      '/auth/reset-password?token=t1',
    );

  it('requires both fields, 8+ characters and a matching confirmation', async () => {
    const { calls } = fakeApi({});
    renderReset();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Password is required')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    await submit('Short1', 'Short1');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('says when the passwords do not match', async () => {
    fakeApi({});
    renderReset();
    await submit('Fresh1password', 'Fresh1passwork');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
  });

  it('sets the password with the token from the link', async () => {
    const { calls } = fakeApi({ 'POST /auth/reset-password': () => new Response(null, { status: 204 }) });
    renderReset();
    await submit('Fresh1password', 'Fresh1password');
    expect((await screen.findByRole('status')).textContent).toMatch(/Your password has been changed/);
    expect(calls[0]?.body).toEqual({
      token: 't1',
      new_password: 'Fresh1password',
      confirm_password: 'Fresh1password',
    });
  });

  it('says the link is invalid or expired when it was used meanwhile', async () => {
    fakeApi({ 'POST /auth/reset-password': () => jsonResponse(400, { detail: INVALID }) });
    renderReset();
    await submit('Fresh1password', 'Fresh1password');
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
  });
});
