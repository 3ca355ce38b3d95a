import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings } from '../support/axe';
import { baseUrl, launchBrowser, newVisitor, saveScreenshot } from '../support/browser';
import { bearer, startFromScratch } from '../support/builder';
import { visitorWithResume } from '../support/visitors';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const preview = (page: Page) => page.getByTestId('resume-preview');
const previewText = async (page: Page) =>
  ((await page.getByTestId('resume-preview-text').textContent()) ?? '').replace(/\s+/g, ' ');
const firstPageWidth = (page: Page) =>
  page
    .locator('[data-testid="preview-pages"] canvas')
    .first()
    .evaluate((canvas) => canvas.clientWidth);

/** Axe's serious and critical findings on the page as it is, one line per element. */
describe('the page beside the builder, 1280 px', () => {
  it('shows the page beside the form, following the typing, with its zoom, page count and fit', async () => {
    const page = await newVisitor(browser, 1280, 900);
    await startFromScratch(page);
    const side = page.getByRole('complementary', { name: 'Preview' });
    await preview(page).and(page.locator('[data-pages]')).waitFor({ timeout: 30_000 });
    const form = await page.getByLabel('First name').boundingBox();
    const aside = await side.boundingBox();
    expect(aside!.x).toBeGreaterThan(form!.x + form!.width);
    expect(await page.getByRole('button', { name: 'Preview' }).count()).toBe(0);

    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await expect.poll(() => previewText(page), { timeout: 20_000 }).toMatch(/Ada Lovelace/i);
    expect(await page.getByTestId('preview-page-count').textContent()).toBe('1 page');
    expect(await page.getByTestId('preview-fit').textContent()).toBe('Fits on one page');

    const fitted = await firstPageWidth(page);
    const fittedZoom = await page.getByTestId('preview-zoom').textContent();
    await side.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(() => firstPageWidth(page)).toBeGreaterThan(fitted);
    expect(await page.getByTestId('preview-zoom').textContent()).not.toBe(fittedZoom);
    await side.getByRole('button', { name: 'Fit width' }).click();
    await expect.poll(() => firstPageWidth(page)).toBe(fitted);
    await side.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(() => firstPageWidth(page)).toBeLessThan(fitted);

    expect(await axeFindings(page)).toEqual([]);
    await saveScreenshot(page, 'builder-preview-wide');
    await page.context().close();
  });

  it('says how many lines spill onto page 2 of a longer resume', async () => {
    const { page, resume } = await visitorWithResume(browser, 'guest', 1280, 900);
    await page.goto(`/builder?id=${resume!.id}&step=summary`);
    await preview(page).and(page.locator('[data-pages]')).waitFor({ timeout: 30_000 });
    const sentence = 'Led payments teams through audits, migrations and launches across three regions. ';
    await page.getByLabel('Professional summary').fill(sentence.repeat(30));
    await expect.poll(() => preview(page).getAttribute('data-pages'), { timeout: 20_000 }).not.toBe('1');
    const pages = Number(await preview(page).getAttribute('data-pages'));
    const fit = page.getByTestId(pages === 2 ? 'preview-fit' : 'preview-page-count');
    expect(await fit.textContent()).toMatch(
      pages === 2 ? /^Spills \d+ lines? onto page 2$/ : `${pages} pages`,
    );
    await page.context().close();
  });
});

describe('the page behind a toggle, 375 px', () => {
  it('shows and hides the page from a Preview button, without sideways scrolling', async () => {
    const page = await newVisitor(browser, 375, 800);
    await startFromScratch(page);
    await page.getByLabel('First name').fill('Grace');
    const toggle = page.getByRole('button', { name: 'Preview' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await preview(page).count()).toBe(0);

    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const region = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await region.getByTestId('resume-preview').and(page.locator('[data-pages]')).waitFor({ timeout: 30_000 });
    await expect.poll(() => previewText(page), { timeout: 20_000 }).toMatch(/Grace/i);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeFindings(page)).toEqual([]);
    await saveScreenshot(page, 'builder-preview-phone');

    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await preview(page).count()).toBe(0);
    await page.context().close();
  });
});

describe('the page beside the cover letter editor, 1280 px', () => {
  it("shows the letter in its resume's design, following the typing", async () => {
    const { page, resume } = await visitorWithResume(browser, 'guest', 1280, 900);
    await page.goto('/resumes');
    const created = await fetch(`${baseUrl()}/api/v1/cover-letters`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await bearer(page)}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        resume_id: resume!.id,
        job_description:
          'Acme Payments is hiring a Senior Backend Engineer. You know TypeScript and PostgreSQL.',
      }),
    });
    const { id } = (await created.json()) as { id: string };
    await page.goto(`/cover-letters/${id}`);
    await preview(page).and(page.locator('[data-pages]')).waitFor({ timeout: 30_000 });
    expect(await preview(page).getAttribute('aria-label')).toContain('cover letter');
    // The resume's header tops the letter.
    expect(await previewText(page)).toContain('Maximiliane-Konstantina');
    await page.getByLabel('Greeting').fill('Dear Ms Quinn,');
    await expect.poll(() => previewText(page), { timeout: 20_000 }).toContain('Dear Ms Quinn,');
    expect(await page.getByTestId('preview-fit').textContent()).toBe('Fits on one page');
    await page.context().close();
  });
});
