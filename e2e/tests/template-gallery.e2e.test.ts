import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings } from '../support/axe';
import { launchBrowser, newVisitor, saveScreenshot } from '../support/browser';
import { waitForSaved } from '../support/builder';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const TEMPLATE_COUNT = 10;
const gallery = (page: Page) => page.getByRole('region', { name: 'Choose a template' });
const drawn = (page: Page) => page.locator('[data-testid="template-thumbnail"][data-state="drawn"]');
const preview = (page: Page) => page.getByTestId('resume-preview');
const option = (page: Page, id: string) => page.locator(`[data-template-option="${id}"]`);

/** Picks a template on /start and starts a resume in it; returns the new resume's id. */
async function startIn(page: Page, id: string, how: 'keyboard' | 'click'): Promise<string> {
  if (how === 'keyboard') {
    await option(page, id).focus();
    await page.keyboard.press('Enter');
  } else {
    await option(page, id).click();
  }
  expect(await option(page, id).getAttribute('aria-pressed')).toBe('true');
  await page.getByRole('button', { name: /Start from scratch/ }).click();
  await page.waitForURL(/\/builder\?id=/);
  await page.getByLabel('First name').waitFor();
  return new URL(page.url()).searchParams.get('id')!;
}

describe('the template gallery', () => {
  it('at 1280 px: real first pages on /start, a new template chosen by keyboard, the preview following', async () => {
    const page = await newVisitor(browser, 1280, 900);
    await page.goto('/start');
    await gallery(page).waitFor();
    expect(await gallery(page).locator('[data-template-option]').count()).toBe(TEMPLATE_COUNT);
    // Every template's first page is drawn by the export's renderer, one after another.
    await expect.poll(() => drawn(page).count(), { timeout: 90_000, interval: 500 }).toBe(TEMPLATE_COUNT);
    expect(await page.getByRole('button', { name: 'Portrait, Pro template' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Minimal, free template' }).count()).toBe(1);
    expect(await axeFindings(page)).toEqual([]);
    await saveScreenshot(page, 'template-gallery-start-1280');

    const id = await startIn(page, 'minimal', 'keyboard');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await waitForSaved(page);

    await page.goto(`/refine?id=${id}`);
    await expect.poll(() => preview(page).getAttribute('data-template'), { timeout: 20_000 }).toBe('minimal');
    expect(await option(page, 'minimal').getAttribute('aria-pressed')).toBe('true');
    // The picker's pictures are the person's own resume too.
    await expect.poll(() => drawn(page).count(), { timeout: 90_000, interval: 500 }).toBeGreaterThan(0);
    await option(page, 'academic').click();
    await expect
      .poll(() => preview(page).getAttribute('data-template'), { timeout: 15_000 })
      .toBe('academic');
    await option(page, 'creative').click();
    await expect
      .poll(() => preview(page).getAttribute('data-template'), { timeout: 15_000 })
      .toBe('creative');
    expect(await axeFindings(page)).toEqual([]);
    await saveScreenshot(page, 'template-gallery-refine-1280');
  }, 180_000);

  it('at 375 px: one column, a template chosen by touch, the new resume in it', async () => {
    const page = await newVisitor(browser, 375, 800);
    await page.goto('/start');
    await gallery(page).waitFor();
    const boxes = await Promise.all(
      ['classic', 'modern'].map(async (id) => (await option(page, id).locator('xpath=..').boundingBox())!),
    );
    // One column: the second card sits under the first, as wide, and nothing spills sideways.
    expect(Math.round(boxes[1]!.x)).toBe(Math.round(boxes[0]!.x));
    expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect.poll(() => drawn(page).count(), { timeout: 90_000, interval: 500 }).toBeGreaterThan(0);
    expect(await axeFindings(page)).toEqual([]);
    await saveScreenshot(page, 'template-gallery-start-375');

    const id = await startIn(page, 'portrait', 'click');
    await page.goto(`/refine?id=${id}`);
    // Below the wide layout, the picker and the preview open over the page.
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await page.getByRole('dialog', { name: 'Preview and template' }).waitFor();
    await expect
      .poll(() => option(page, 'portrait').getAttribute('aria-pressed'), { timeout: 15_000 })
      .toBe('true');
    await expect
      .poll(() => preview(page).getAttribute('data-template'), { timeout: 20_000 })
      .toBe('portrait');
    await option(page, 'minimal').click();
    await expect.poll(() => preview(page).getAttribute('data-template'), { timeout: 15_000 }).toBe('minimal');
    expect(await axeFindings(page)).toEqual([]);
    await saveScreenshot(page, 'template-gallery-refine-375');
  }, 180_000);
});
