import { buildPdf } from '@resume/parser/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, logInWith, mailTo, pathOf, readyAccount, verifiedAccount } from '../support/accounts';
import { axeFindings } from '../support/axe';
import { baseUrl, launchBrowser, newVisitor, openFromMenu, saveScreenshot } from '../support/browser';
import { startFromScratch } from '../support/builder';
import { pressWithKeyboard } from '../support/keyboard';
import { buyPro } from '../support/visitors';

/** Issue 38, item 5: messages that fit the person they are shown to. */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SIGN_IN_ENDED =
  'Your sign-in has ended, for example because the password was changed or reset. Log in again to continue where you were.';
const NEW_PASSWORD = 'Fresh2password';

/** Axe's serious and critical WCAG 2.1 A/AA findings on what the page shows now. */
/** Signs `email` in on a new visitor's page and waits on `path`. */
async function signedIn(email: string, password: string, path: string): Promise<Page> {
  const page = await newVisitor(browser);
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await logInWith(page, email, password);
  await expect.poll(() => pathOf(page)).toBe(path);
  return page;
}

/** In a second tab of the same browser: the emailed reset link, and a new password set there. */
async function resetPasswordInAnotherTab(page: Page, email: string): Promise<void> {
  await fetch(`${baseUrl()}/api/v1/auth/request-password-reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const link = linkIn(await mailTo(email, /Reset your/), '/auth/reset-password-verification');
  const other = await page.context().newPage();
  await other.goto(link);
  await other.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await other.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await other.getByRole('button', { name: 'Set new password' }).click();
  await other.getByText('Your password has been changed.', { exact: false }).waitFor();
  await other.close();
}

describe('a password reset in another tab', () => {
  it('the tab in use tells the registered user their sign-in ended, and logs them back in where they were', async () => {
    const { email, password } = await readyAccount('tabs-use');
    const page = await signedIn(email, password, '/resumes');
    await resetPasswordInAnotherTab(page, email);

    await openFromMenu(page, 'Profile settings');
    await expect.poll(() => pathOf(page)).toBe('/login?redirect=%2Fprofile-settings');
    await page.getByRole('status').filter({ hasText: SIGN_IN_ENDED }).waitFor();
    expect(await page.getByText(/guest session/).count()).toBe(0);
    await page.getByLabel('Email').waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await saveScreenshot(page, 'messages-sign-in-ended');

    await logInWith(page, email, NEW_PASSWORD);
    await expect.poll(() => pathOf(page)).toBe('/profile-settings');
    await page.context().close();
  });

  it('a tab reloaded afterwards says the same, not that a guest session ended', async () => {
    const { email, password } = await readyAccount('tabs-reload');
    const page = await signedIn(email, password, '/resumes');
    await resetPasswordInAnotherTab(page, email);

    await page.reload();
    await expect.poll(() => pathOf(page)).toBe('/login?redirect=%2Fresumes');
    await page.getByText(SIGN_IN_ENDED).waitFor();
    expect(await page.getByText(/guest session/).count()).toBe(0);
    await page.context().close();
  });
});

describe('deleting an account with Pro time left', () => {
  it('says until when Pro runs, that it is lost and the refund policy; then a page confirms the deletion', async () => {
    const { email, password, accessToken } = await verifiedAccount('pro-delete');
    await buyPro(accessToken);
    const page = await signedIn(email, password, '/profile-settings');

    const summary = await page
      .getByRole('region', { name: 'Subscription' })
      .getByText(/^Pro until /)
      .innerText();
    const until = summary.replace('Pro until ', '');
    await page
      .getByRole('region', { name: 'Delete account' })
      .getByRole('button', { name: 'Delete account' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const lost = dialog.getByTestId('pro-time-lost');
    await lost.getByText(/money-back guarantee/).waitFor();
    const text = await lost.innerText();
    expect(text).toContain(
      `You have Pro until ${until}. Deleting your account ends it now, and the time left is lost.`,
    );
    expect(text).toContain('Pro time left is not refunded when an account is deleted.');
    // Bought just now: within the plan's 14 days, and told how to get the money back.
    expect(text).toMatch(
      /Your payment of .+ is covered by the money-back guarantee until .+: to get your money back, write to \S+@\S+ before you delete your account/,
    );
    expect(await axeFindings(page)).toEqual([]);
    await saveScreenshot(page, 'messages-delete-pro');

    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect.poll(() => pathOf(page)).toBe('/account-deleted');
    await page.getByRole('heading', { level: 1, name: 'Your account has been deleted' }).waitFor();
    await page
      .getByText(
        `The account ${email} has been deleted, with its resumes and cover letters. Its Pro has ended.`,
      )
      .waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await saveScreenshot(page, 'messages-account-deleted');

    await page.getByRole('link', { name: 'Start a new resume' }).click();
    await expect.poll(() => pathOf(page)).toBe('/start');
    await page.context().close();

    // Reachable by anyone, without an account: opened afresh, it confirms in general words.
    const stranger = await newVisitor(browser);
    await stranger.goto('/account-deleted');
    await stranger.getByText('Your account has been deleted, with its resumes and cover letters.').waitFor();
    await stranger.context().close();
  });
});

describe('a failed upload', () => {
  const alertOf = (page: Page) => page.getByRole('region', { name: 'Upload a resume' }).getByRole('alert');

  it('names the file and says why: the reason from the catalogue, or that the server could not be reached', async () => {
    const page = await newVisitor(browser);
    await page.goto('/start');
    const picker = page.getByLabel('Resume file');

    await picker.setInputFiles({
      name: 'scanned-cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(buildPdf([[]])),
    });
    await expect
      .poll(() => alertOf(page).innerText())
      .toMatch(/^Failed to process resume: scanned-cv\.pdf\s+No text was found in this PDF/);
    expect(await axeFindings(page)).toEqual([]);
    await saveScreenshot(page, 'messages-upload-failed');

    await page.route('**/api/v1/resumes/upload', (route) => route.abort('internetdisconnected'));
    await picker.setInputFiles({
      name: 'cv-2026.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Ada Lovelace'),
    });
    await expect
      .poll(() => alertOf(page).innerText())
      .toMatch(
        /^Upload failed: cv-2026\.txt\s+The server could not be reached\. Check your connection and try again\.$/,
      );
    expect(pathOf(page)).toBe('/start');
    await page.context().close();
  });
});

describe('moving to the next builder step', () => {
  const focusedHeading = (page: Page) =>
    page.evaluate(() => {
      const focused = document.activeElement;
      return focused?.tagName === 'H2' ? focused.textContent : null;
    });

  /** The Next button, and the step it leads to (the order may follow the onboarding answers). */
  async function nextStep(page: Page) {
    // The header's own "Next: Analyze" moves between the product's steps, not the builder's.
    const next = page.getByRole('main').getByRole('button', { name: /^Next: / });
    const label = ((await next.textContent()) ?? '').replace('Next:', '').trim();
    return { next, label };
  }

  it('puts the focus on the new step’s heading, by keyboard and by mouse', async () => {
    const page = await newVisitor(browser);
    await startFromScratch(page);
    // The page beside the form drawn, so its zoom controls are settled when axe looks.
    await page.getByTestId('resume-preview').and(page.locator('[data-pages]')).waitFor({ timeout: 30_000 });
    // Arriving does not move the focus to a heading.
    expect(await focusedHeading(page)).toBeNull();

    const second = await nextStep(page);
    await pressWithKeyboard(page, second.next);
    await expect.poll(() => focusedHeading(page)).toBe(second.label);

    const third = await nextStep(page);
    await third.next.click();
    await expect.poll(() => focusedHeading(page)).toBe(third.label);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect.poll(() => focusedHeading(page)).toBe(second.label);
    expect(await axeFindings(page)).toEqual([]);
    await page.context().close();
  });
});
