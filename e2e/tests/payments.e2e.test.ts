import { WATERMARK_TEXT } from '@resume/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfPages } from '../../apps/api/test/support/pdf-text';
import { codeIn, mailTo, PASSWORD, pathOf, uniqueEmail } from '../support/accounts';
import { cspViolations, launchBrowser, newVisitor, openFromMenu, saveScreenshot } from '../support/browser';
import { startFromScratch, waitForSaved } from '../support/builder';
import { downloadVia } from '../support/downloads';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const preview = (page: Page) => page.getByTestId('resume-preview');

/** Onboarding's four questions, answered with the keyboard's Enter between them. */
async function answerOnboarding(page: Page) {
  for (const answer of ['3-5 years', 'Yes, actively', 'Tech/Software/Engineering']) {
    await page.getByLabel(answer).check();
    await page.keyboard.press('Enter');
  }
  await page.getByLabel('Get a better job').check();
  await page.getByRole('main').getByRole('button', { name: 'Finish' }).click();
}

/** The api's own page (`/demo-checkout/…` or `/demo-checkout?ticket=…`), not the web app. */
const onDemoCheckout = (url: URL) => url.pathname.startsWith('/demo-checkout');

const fitsTheScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('buying Pro', () => {
  it('a guest buys Pro through sign-up and the demo checkout, then exports a clean PDF in a Pro template without a reload', async () => {
    const page = await newVisitor(browser);
    const id = await startFromScratch(page);
    await page.getByLabel('First name').fill('Dorothy');
    await page.getByLabel('Last name').fill('Vaughan');
    await page.getByLabel('Location').fill('Hampton, VA');
    await waitForSaved(page);

    // A Pro template, looked at as a guest, leads to the upgrade.
    await page.goto(`/refine?id=${id}`);
    await expect.poll(() => preview(page).getAttribute('data-template'), { timeout: 20_000 }).toBe('classic');
    await page.locator('[data-template-option="executive"]').click();
    await page.getByRole('link', { name: 'Use Executive with Pro' }).click();
    await page.waitForURL(/\/upgrade\?template=executive/);

    // Buy, by keyboard: a guest is sent to sign up first.
    const buy = page.getByRole('button', { name: 'Get Pro — $40 for 3 months' });
    await buy.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => pathOf(page)).toMatch(/^\/signup\?redirect=/);
    const email = uniqueEmail('buyer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect.poll(() => pathOf(page)).toMatch(/^\/auth\/verify-email\?redirect=/);
    await page.getByLabel('Verification code').fill(codeIn(await mailTo(email, /Confirm your email/)));
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect.poll(() => pathOf(page)).toMatch(/^\/onboarding\?redirect=/);
    await answerOnboarding(page);

    // Back on the upgrade page, the purchase goes on by itself to the checkout.
    await page.waitForURL(onDemoCheckout, { timeout: 15_000 });
    const checkout = await page.locator('body').innerText();
    expect(checkout).toMatch(/demo/i);
    expect(checkout).toContain('$40');
    await saveScreenshot(page, 'payments-demo-checkout');
    await page.getByRole('button', { name: /^Pay/ }).click();

    await page.waitForURL(/\/payment\/success\?session_id=/);
    const active = page.getByText(/^Pro is active until \w+ \d+, \d{4}\.$/);
    await active.waitFor({ timeout: 15_000 });
    await saveScreenshot(page, 'payments-success');
    // From here on, nothing reloads the page: what Pro unlocks must work at once.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    expect(await page.getByRole('navigation', { name: 'Pro' }).count()).toBe(1);

    await page.getByRole('link', { name: 'Try the Pro templates' }).click();
    await page.waitForURL(/\/refine\?id=/);
    expect(new URL(page.url()).searchParams.get('id')).toBe(id);
    await expect.poll(() => preview(page).getAttribute('data-watermark'), { timeout: 20_000 }).toBe('false');
    await page.locator('[data-template-option="executive"]').click();
    await expect
      .poll(() => page.locator('[data-template-option="executive"]').getAttribute('aria-pressed'))
      .toBe('true');
    await waitForSaved(page);

    await page
      .getByRole('navigation', { name: 'Steps' })
      .getByRole('link', { name: /Export/ })
      .click();
    await page.getByText('Ready to print and send, without a watermark.').waitFor();
    expect(await page.getByText(/Executive template/).count()).toBe(1);
    const pdf = await downloadVia(page, 'Download PDF');
    expect(new TextDecoder().decode(pdf.bytes.subarray(0, 5))).toBe('%PDF-');
    const pages = await readPdfPages(pdf.bytes);
    expect(pages[0]!.text).toContain('Dorothy Vaughan');
    for (const each of pages) expect(each.text).not.toContain(WATERMARK_TEXT);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(cspViolations(page)).toEqual([]);

    // The payment as the server keeps it: the profile's subscription section shows it.
    await openFromMenu(page, 'Profile settings');
    const subscription = page.getByRole('region', { name: 'Subscription' });
    await subscription.getByTestId('last-payment').waitFor();
    const shown = await subscription.innerText();
    expect(shown).toMatch(/Pro until \w+ \d+, \d{4}/);
    expect(shown).toContain('Plan: Pro — 3 months');
    expect(shown).toMatch(/\$40[\s\S]*Paid/);
    expect(await subscription.getByRole('link', { name: 'Extend Pro' }).getAttribute('href')).toBe(
      '/upgrade',
    );
    await page.context().close();
  });

  it('on a phone, a Pro user sees until when and can extend, and the success page fits the screen', async () => {
    const page = await newVisitor(browser, 375, 812);
    await page.goto('/signup?redirect=%2Fupgrade%3Fbuy%3Dpro_3m');
    const email = uniqueEmail('phone-buyer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByLabel('Verification code').fill(codeIn(await mailTo(email, /Confirm your email/)));
    await page.getByRole('button', { name: 'Verify email' }).click();
    await answerOnboarding(page);

    await page.waitForURL(onDemoCheckout, { timeout: 15_000 });
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.getByText(/^Pro is active until/).waitFor({ timeout: 15_000 });
    expect(await fitsTheScreen(page)).toBe(true);

    await page.goto('/upgrade');
    await page.getByText(/^Pro is active until \w+ \d+, \d{4}\./).waitFor();
    const extend = page.getByRole('button', { name: 'Extend Pro by 3 months' });
    expect(await fitsTheScreen(page)).toBe(true);
    await saveScreenshot(page, 'payments-upgrade-pro-mobile');

    // Cancel on the checkout comes back to the upgrade page, with nothing started again.
    await extend.click();
    await page.waitForURL(onDemoCheckout);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/upgrade');
    await page.getByRole('button', { name: 'Extend Pro by 3 months' }).waitFor();
    expect(pathOf(page)).toBe('/upgrade');
    await page.context().close();
  });
});
