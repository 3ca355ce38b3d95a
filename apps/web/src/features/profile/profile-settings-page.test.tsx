import type { User } from '@resume/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSession, storeTokens } from '@/lib/session';
import { fakeApi, renderRoutes } from '@/test-render';
import { jsonResponse } from '@/test-utils';
import { ProfileSettingsPage } from './profile-settings-page';

const jane = {
  id: 'u1',
  email: 'jane@example.com',
  first_name: 'Jane',
  last_name: 'Doe',
  is_registered: true,
  is_verified: false,
  has_completed_onboarding: true,
  onboarding_responses: null,
  is_premium: false,
  premium_until: null,
  credits: 4,
  credits_unlimited: false,
  guest_id: null,
  created_at: '2026-01-01T00:00:00Z',
} satisfies User;

const session = { user: jane as User | null, isLoading: false, setUser: vi.fn() };
vi.mock('@/features/auth/session-context', () => ({
  useSession: () => session,
  SESSION_QUERY_KEY: ['session', 'me'],
}));
// The subscription section's requests are its own test's business (subscription-section.test.tsx):
// here it has a free plan with no payments, and the requests below are the page's.
vi.mock('@/features/billing', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/billing')>()),
  useBillingStatus: () => ({
    isPending: false,
    isError: false,
    data: { is_premium: false, premium_until: null, plan_id: null, last_payment: null },
  }),
  usePlans: () => ({ data: [] }),
}));

beforeEach(() => {
  session.user = jane;
  session.setUser.mockReset();
  localStorage.clear();
  storeTokens({ access_token: 'acc', refresh_token: 'ref', token_type: 'bearer' });
});
afterEach(() => vi.unstubAllGlobals());

const renderProfile = () =>
  renderRoutes([{ path: '/profile-settings', element: <ProfileSettingsPage /> }], '/profile-settings');
const section = (name: string) => screen.getByRole('region', { name });

describe('profile settings (docs/product.md#routes)', () => {
  it('shows the account, the free plan with its credits, and the code entry while unverified', () => {
    fakeApi({});
    renderProfile();
    expect(section('Account').textContent).toContain('jane@example.com');
    expect(section('Account').textContent).toContain('Not verified yet');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Jane');
    expect(section('Subscription').textContent).toContain('Free plan');
    expect(section('Subscription').textContent).toContain('4 AI credits left.');
    expect(within(section('Verify your email')).getByLabelText('Verification code')).toBeTruthy();
    expect(within(section('Verify your email')).getByRole('button', { name: /Resend code/ })).toBeTruthy();
  });

  it('saves the name and updates the user', async () => {
    const updated = { ...jane, first_name: 'Janet' };
    const { calls } = fakeApi({ 'PATCH /user/me': () => jsonResponse(200, updated) });
    renderProfile();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Janet');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await within(section('Account')).findByText('Saved.')).toBeTruthy();
    expect(calls[0]?.body).toEqual({ first_name: 'Janet', last_name: 'Doe' });
    expect(session.setUser).toHaveBeenCalledWith(updated);
  });

  it('shows the failure text when the name cannot be saved', async () => {
    fakeApi({ 'PATCH /user/me': () => jsonResponse(500, { detail: 'x' }) });
    renderProfile();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Last name'), 'e');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect((await within(section('Account')).findByRole('alert')).textContent).toBe(
      'Failed to update profile',
    );
  });

  it('changes the password, saying so when the current one is wrong', async () => {
    let answer = jsonResponse(400, { detail: 'Current password is incorrect' });
    const { calls } = fakeApi({ 'POST /user/change-password': () => answer });
    renderProfile();
    const user = userEvent.setup();
    const fill = async () => {
      await user.type(screen.getByLabelText('Current password'), 'Old1password');
      await user.type(screen.getByLabelText('New password'), 'New1password');
      await user.type(screen.getByLabelText('Confirm new password'), 'New1password');
      await user.click(screen.getByRole('button', { name: 'Change password' }));
    };
    await fill();
    expect((await within(section('Password')).findByRole('alert')).textContent).toBe(
      'Current password is incorrect',
    );
    expect(calls[0]?.body).toEqual({ current_password: 'Old1password', new_password: 'New1password' });
    answer = new Response(null, { status: 204 });
    await user.clear(screen.getByLabelText('Current password'));
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm new password'));
    await fill();
    expect((await within(section('Password')).findByRole('status')).textContent).toMatch(/Password updated/);
  });

  it('changes the email with the code sent to the new address', async () => {
    const moved = { ...jane, email: 'new@example.com', is_verified: true };
    const { calls } = fakeApi({
      'POST /user/request-email-change-code': () => jsonResponse(202, { resend_available_in: 60 }),
      'POST /user/confirm-email-change': () => jsonResponse(200, moved),
    });
    renderProfile();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New email'), 'New@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code from the new address'), '654321');
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    expect(
      await within(section('Change email')).findByText('Your email is now new@example.com.'),
    ).toBeTruthy();
    expect(calls.map((c) => c.body)).toEqual([
      { email: 'new@example.com' },
      { email: 'new@example.com', code: '654321' },
    ]);
    expect(session.setUser).toHaveBeenCalledWith(moved);
  });

  it('logs out after confirming: the refresh token is revoked, the tokens cleared, and /login shown', async () => {
    const { calls } = fakeApi({
      'POST /auth/logout': () => new Response(null, { status: 204 }),
      'POST /auth/guest': () =>
        jsonResponse(201, { access_token: 'g', refresh_token: 'g', token_type: 'bearer' }),
      'GET /user/me': () => jsonResponse(200, { id: 'g', is_registered: false }),
    });
    renderProfile();
    const user = userEvent.setup();
    await user.click(within(section('Log out')).getByRole('button', { name: 'Log out' }));
    const dialog = screen.getByRole('dialog', { name: 'Log out?' });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/login');
    expect(calls[0]).toEqual({ route: 'POST /auth/logout', body: { refresh_token: 'ref' } });
    expect(readSession()).toBeNull();
  });

  it('deletes the account only with the right password, inside the confirmation', async () => {
    let answer = jsonResponse(400, { detail: 'Incorrect password' });
    const { calls } = fakeApi({ 'DELETE /user/me': () => answer });
    renderProfile();
    const user = userEvent.setup();
    await user.click(within(section('Delete account')).getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('Password is required')).toBeTruthy();
    expect(calls).toEqual([]);
    await user.type(within(dialog).getByLabelText('Password'), 'Wrong1password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Incorrect password');
    answer = new Response(null, { status: 204 });
    await user.clear(within(dialog).getByLabelText('Password'));
    await user.type(within(dialog).getByLabelText('Password'), 'Right1password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect((await screen.findByTestId('location')).textContent).toBe('/account-deleted');
    expect(calls.at(-1)).toEqual({ route: 'DELETE /user/me', body: { password: 'Right1password' } });
    expect(readSession()).toBeNull();
  });

  it('tells a Pro user, before deleting, until when Pro runs, that it is lost, and the refund policy', async () => {
    session.user = { ...jane, is_premium: true, premium_until: '2027-05-01T12:00:00Z' };
    fakeApi({});
    renderProfile();
    const user = userEvent.setup();
    await user.click(within(section('Delete account')).getByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain(
      'You have Pro until May 1, 2027. Deleting your account ends it now, and the time left is lost.',
    );
    expect(dialog.textContent).toContain('Pro time left is not refunded when an account is deleted.');
  });

  it('says nothing of Pro to a free user', async () => {
    fakeApi({});
    renderProfile();
    const user = userEvent.setup();
    await user.click(within(section('Delete account')).getByRole('button', { name: 'Delete account' }));
    expect(screen.getByRole('dialog', { name: 'Delete your account?' }).textContent).not.toContain('Pro');
  });
});
