import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codeIn,
  linkIn,
  logInWith,
  mailTo,
  PASSWORD,
  pathOf,
  readyAccount,
  uniqueEmail,
} from '../support/accounts';
import { launchBrowser, newVisitor, openFromMenu, saveScreenshot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const currentUser = (page: Page) =>
  page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('session') ?? '{}') as { access_token?: string };
    const response = await fetch('/api/v1/user/me', {
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    return response.json();
  });

describe('a guest becomes a verified, onboarded user', () => {
  it('signs up, confirms the emailed code, answers onboarding and lands on /start', async () => {
    const page = await newVisitor(browser);
    await page.goto('/start');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_id'))).not.toBeNull();
    const guestId = await page.evaluate(() => localStorage.getItem('guest_id'));

    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect.poll(() => pathOf(page)).toBe('/signup');
    const email = uniqueEmail('journey');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await saveScreenshot(page, 'accounts-signup');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect.poll(() => pathOf(page)).toBe('/auth/verify-email');
    await page.getByText(`we sent to ${email}`).waitFor();
    expect(await page.getByRole('button', { name: /Resend code in \d+ s/ }).isDisabled()).toBe(true);
    const code = codeIn(await mailTo(email, /Confirm your email/));
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify email' }).click();

    await expect.poll(() => pathOf(page)).toBe('/onboarding');
    const wizard = page.getByRole('main');
    const next = wizard.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel('1-2 years').check();
    await page.keyboard.press('Enter');
    await wizard.getByRole('button', { name: 'Previous question' }).click();
    expect(await page.getByLabel('1-2 years').isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByLabel('Soon, preparing').check();
    await next.click();
    await page.getByLabel('Student').check();
    await saveScreenshot(page, 'accounts-onboarding');
    await next.click();
    await page.getByLabel('Find part-time or first job').check();
    await wizard.getByRole('button', { name: 'Finish' }).click();

    await expect.poll(() => pathOf(page)).toBe('/start');
    const user = await currentUser(page);
    expect(user).toMatchObject({
      id: guestId,
      email,
      is_registered: true,
      is_verified: true,
      has_completed_onboarding: true,
      guest_id: null,
    });
    expect(await page.evaluate(() => localStorage.getItem('guest_id'))).toBeNull();
    expect(await page.getByRole('button', { name: 'Menu' }).textContent()).toBe(email[0]?.toUpperCase());
    await page.context().close();
  });
});

describe('sessions', () => {
  it('logs out from profile settings after confirming, and logs back in', async () => {
    const { email, password } = await readyAccount('logout');
    const page = await newVisitor(browser);
    await page.goto('/login');
    await logInWith(page, email, password);
    await expect.poll(() => pathOf(page)).toBe('/start');

    await openFromMenu(page, 'Profile settings');
    await page.getByRole('heading', { level: 1, name: 'Profile settings' }).waitFor();
    await page.getByRole('region', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out?' });
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    await page.getByRole('link', { name: 'Log in' }).waitFor();
    // The new guest session is made as the login page opens: wait for it rather than race it.
    await expect.poll(() => currentUser(page)).toMatchObject({ is_registered: false });

    await logInWith(page, email, 'Wrong1password');
    await page.getByText('Login error. Please check your email and password.').waitFor();
    await logInWith(page, email, password);
    await expect.poll(() => pathOf(page)).toBe('/start');
    expect((await currentUser(page)).email).toBe(email);
    await page.context().close();
  });

  it('a protected route visited logged out returns there after login', async () => {
    const { email, password } = await readyAccount('return');
    const page = await newVisitor(browser);
    await page.goto('/profile-settings');
    await expect.poll(() => pathOf(page)).toBe('/login?redirect=%2Fprofile-settings');
    await logInWith(page, email, password);
    await expect.poll(() => pathOf(page)).toBe('/profile-settings');
    await page.getByText(email).first().waitFor();
    await page.context().close();
  });
});

describe('a forgotten password', () => {
  it('is reset through the emailed link; the new password logs in', async () => {
    const { email } = await readyAccount('forgot');
    const page = await newVisitor(browser);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // Pages load on demand: wait for the reset page, not the login form's own Email field.
    await expect.poll(() => pathOf(page)).toBe('/auth/request-password-reset');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(`If an account exists for ${email}`).waitFor();

    const link = linkIn(await mailTo(email, /Reset your/), '/auth/reset-password-verification');
    await page.goto(link);
    await expect.poll(() => pathOf(page)).toMatch(/^\/auth\/reset-password\?token=/);
    await page.getByLabel('New password', { exact: true }).fill('Fresh2password');
    await page.getByLabel('Confirm new password').fill('Fresh2password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed.', { exact: false }).waitFor();

    // The link works once.
    await page.goto(link);
    await page.getByText('This password reset link is invalid or has expired.').waitFor();

    await page.goto('/login');
    await logInWith(page, email, 'Fresh2password');
    await expect.poll(() => pathOf(page)).toBe('/start');
    await page.context().close();
  });
});

describe('account deletion', () => {
  it('deletes the account after the password is confirmed; it can no longer log in', async () => {
    const { email, password } = await readyAccount('delete');
    const page = await newVisitor(browser);
    await page.goto('/login?redirect=%2Fprofile-settings');
    await logInWith(page, email, password);
    await page.getByRole('heading', { level: 1, name: 'Profile settings' }).waitFor();

    await page
      .getByRole('region', { name: 'Delete account' })
      .getByRole('button', { name: 'Delete account' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong1password');
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await dialog.getByText('Incorrect password').waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();

    await expect.poll(() => pathOf(page)).toBe('/account-deleted');
    await expect.poll(async () => (await currentUser(page)).is_registered).toBe(false);
    await page.goto('/login');
    await logInWith(page, email, password);
    await page.getByText('Login error. Please check your email and password.').waitFor();
    await page.context().close();
  });
});

describe('account screens on a phone', () => {
  it.each([['/login'], ['/signup'], ['/auth/request-password-reset'], ['/profile-settings']])(
    '%s fits 375px without sideways scrolling',
    async (path) => {
      const page = await newVisitor(browser, 375, 812);
      if (path === '/profile-settings') {
        const { email, password } = await readyAccount('phone');
        await page.goto('/login?redirect=%2Fprofile-settings');
        await logInWith(page, email, password);
      } else {
        await page.goto(path);
      }
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect.poll(() => pathOf(page)).toBe(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `accounts-phone${path.replaceAll('/', '-')}`);
      await page.context().close();
    },
  );
});
