import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings } from '../support/axe';
import { cspViolations, launchBrowser, newVisitor, saveScreenshot } from '../support/browser';
import { visitorWithResume } from '../support/visitors';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const shareSwitch = (page: Page) => page.getByRole('switch', { name: 'Public link' });

/** True when the page is no wider than the window: nothing to scroll sideways to. */
/** The owner's count of views over the last 30 days, as the Share panel says it. */
async function viewsShown(page: Page): Promise<number> {
  const text = await page.getByText(/Last 30 days:/).innerText();
  return Number(/(\d+) views?/.exec(text)?.[1] ?? Number.NaN);
}

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('sharing a resume by public link', () => {
  for (const width of [1280, 375]) {
    it(`at ${width} px: share, open the link logged out, revoke, and the address is a 404`, async () => {
      const owner = await visitorWithResume(browser, 'member', width);
      const { page } = owner;
      await page.goto(`/export?id=${owner.resume!.id}`);
      await page.getByRole('heading', { name: 'Share' }).waitFor();
      await shareSwitch(page).waitFor();
      expect(await shareSwitch(page).getAttribute('aria-checked')).toBe('false');

      await shareSwitch(page).click();
      const address = page.getByLabel('Address');
      await address.waitFor();
      const url = await address.inputValue();
      expect(url).toMatch(/\/r\/[0-9A-Za-z]{17}$/);
      expect(await page.getByRole('checkbox', { name: 'Hide from search engines' }).isChecked()).toBe(true);
      await page.getByText(/Last 30 days:/).waitFor();
      // Counts belong to the resume and outlive a revoked link (each width shares one account).
      const viewsBefore = await viewsShown(page);
      expect(await axeFindings(page)).toEqual([]);
      expect(await fitsWidth(page)).toBe(true);
      await saveScreenshot(page, `public-link-share-${width}`);

      // Someone who is not signed in opens the address.
      const visitor = await newVisitor(browser, width);
      const path = new URL(url).pathname;
      const response = await visitor.goto(path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
      await visitor.getByRole('heading', { level: 1 }).waitFor();
      expect(await visitor.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
        `${path}/pdf`,
      );
      expect(await visitor.getByRole('heading', { name: 'Experience' }).count()).toBe(1);
      expect(await fitsWidth(visitor)).toBe(true);
      expect(await axeFindings(visitor)).toEqual([]);
      expect(cspViolations(visitor)).toEqual([]);
      await saveScreenshot(visitor, `public-link-page-${width}`);

      // The owner sees the view counted, then turns the link off (after confirming).
      await page.reload();
      await expect.poll(() => viewsShown(page), { timeout: 10_000 }).toBe(viewsBefore + 1);
      await shareSwitch(page).click();
      const dialog = page.getByRole('dialog', { name: 'Turn off the public link?' });
      await dialog.getByRole('button', { name: 'Turn off' }).click();
      await expect.poll(() => shareSwitch(page).getAttribute('aria-checked')).toBe('false');

      const gone = await visitor.goto(path);
      expect(gone?.status()).toBe(404);
      await visitor.getByRole('heading', { name: 'Not found' }).waitFor();
      expect(await visitor.getByText('Experience').count()).toBe(0);
      await visitor.context().close();
      await page.context().close();
    }, 120_000);
  }
});
