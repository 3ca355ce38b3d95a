import type { Tokens, User } from '@resume/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '@/test-render';
import { jsonResponse } from '@/test-utils';
import { signUp } from '../account-actions';
import { rememberResendWait } from '../resend-countdown';
import { VerifyEmailForm } from './verify-email-form';

beforeEach(() => localStorage.clear());

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const resendButton = () => screen.getByRole('button', { name: /Resend code/ });

describe('email verification code (docs/product.md#validation and #messages)', () => {
  it('asks for exactly 6 digits', async () => {
    const { calls } = fakeApi({});
    render(<VerifyEmailForm email="jane@example.com" onVerified={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Verification code'), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    expect(await screen.findByText('Please enter the 6-digit code')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('says the code is invalid or expired when the server refuses it', async () => {
    fakeApi({ 'POST /auth/verify-email': () => jsonResponse(400, { detail: 'nope' }) });
    const onVerified = vi.fn();
    render(<VerifyEmailForm email="jane@example.com" onVerified={onVerified} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired verification code');
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('after a second refusal, says a code dies after 5 wrong tries and how to get a new one', async () => {
    fakeApi({ 'POST /auth/verify-email': () => jsonResponse(400, { detail: 'nope' }) });
    render(<VerifyEmailForm email="jane@example.com" onVerified={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    await screen.findByRole('alert');
    expect(screen.queryByText(/stops working/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    expect((await screen.findByText(/stops working/)).textContent).toMatch(
      /after 5 wrong tries or 15 minutes.*Resend code/,
    );
  });

  it('hands over the verified user', async () => {
    const verified = { id: 'u1', is_verified: true } as User;
    const { calls } = fakeApi({ 'POST /auth/verify-email': () => jsonResponse(200, verified) });
    const onVerified = vi.fn();
    render(<VerifyEmailForm email="jane@example.com" onVerified={onVerified} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Verification code'), '012345');
    await user.click(screen.getByRole('button', { name: 'Verify email' }));
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledWith(verified));
    expect(calls[0]?.body).toEqual({ email: 'jane@example.com', code: '012345' });
  });

  it('counts down before a resend right after a code was sent', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({});
    rememberResendWait('jane@example.com', 60);
    render(<VerifyEmailForm email="jane@example.com" onVerified={vi.fn()} />);
    expect(resendButton().textContent).toBe('Resend code in 60 s');
    expect((resendButton() as HTMLButtonElement).disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(resendButton().textContent).toBe('Resend code in 1 s');
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect((resendButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('resends, then waits the seconds the server names', async () => {
    const { calls } = fakeApi({
      'POST /auth/resend-verification-code': () => jsonResponse(202, { resend_available_in: 60 }),
    });
    render(<VerifyEmailForm email="jane@example.com" onVerified={vi.fn()} />);
    await userEvent.setup().click(resendButton());
    expect(await screen.findByText('We sent a new code to jane@example.com.')).toBeTruthy();
    expect(resendButton().textContent).toBe('Resend code in 60 s');
    expect(calls[0]?.body).toEqual({ email: 'jane@example.com', code_type: 'email_confirm' });
  });

  it('after a 429 counts down from the seconds the server names', async () => {
    fakeApi({
      'POST /auth/resend-verification-code': () =>
        jsonResponse(429, { detail: { msg: 'Please wait', retry_after: 42 } }),
    });
    render(<VerifyEmailForm email="jane@example.com" onVerified={vi.fn()} />);
    await userEvent.setup().click(resendButton());
    await vi.waitFor(() => expect(resendButton().textContent).toBe('Resend code in 42 s'));
  });

  it('says the email failed when a resend fails otherwise', async () => {
    fakeApi({
      'POST /auth/resend-verification-code': () => jsonResponse(500, { detail: 'Internal server error' }),
    });
    render(<VerifyEmailForm email="jane@example.com" onVerified={vi.fn()} />);
    await userEvent.setup().click(resendButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to send confirmation email');
  });
});

describe('resend countdown across a reload (the server says how long is left)', () => {
  const isDisabled = () => (resendButton() as HTMLButtonElement).disabled;
  const form = () => <VerifyEmailForm email="jane@example.com" onVerified={vi.fn()} />;
  /** A reload: the form goes away and mounts afresh, with only storage left from before. */
  function reload(page: { unmount(): void }) {
    page.unmount();
    render(form());
  }

  it('keeps counting down after a reload, then lets the person resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ 'POST /auth/resend-verification-code': () => jsonResponse(202, { resend_available_in: 60 }) });
    const page = render(form());
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(resendButton());
    await vi.waitFor(() => expect(resendButton().textContent).toBe('Resend code in 60 s'));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    reload(page);
    expect(resendButton().textContent).toBe('Resend code in 40 s');
    expect(isDisabled()).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    expect(resendButton().textContent).toBe('Resend code');
    expect(isDisabled()).toBe(false);
  });

  it("a 429 sets the countdown to the server's seconds, which a reload keeps", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({
      'POST /auth/resend-verification-code': () =>
        jsonResponse(429, { detail: { msg: 'Please wait', retry_after: 42 } }),
    });
    const page = render(form());
    expect(isDisabled()).toBe(false);
    await userEvent.setup({ advanceTimers: vi.advanceTimersByTime }).click(resendButton());
    await vi.waitFor(() => expect(resendButton().textContent).toBe('Resend code in 42 s'));
    reload(page);
    expect(resendButton().textContent).toBe('Resend code in 42 s');
    expect(isDisabled()).toBe(true);
  });

  it('right after sign-up, the form waits before another code', async () => {
    const tokens: Tokens = { access_token: 'a', refresh_token: 'r', token_type: 'bearer' };
    await signUp(
      {
        signup: async () => tokens,
        loadUser: async () => ({ email: 'jane@example.com' }) as User,
        login: vi.fn(),
        logout: vi.fn(),
      },
      { email: 'jane@example.com', password: 'Abcdefg1', confirm_password: 'Abcdefg1' },
    );
    render(form());
    expect(resendButton().textContent).toBe('Resend code in 60 s');
    expect(isDisabled()).toBe(true);
  });

  it("another address's wait does not hold this one back", () => {
    rememberResendWait('someone@example.com', 60);
    render(form());
    expect(isDisabled()).toBe(false);
  });
});
