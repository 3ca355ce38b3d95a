import { completeResume } from '@resume/core/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfPages } from '../../apps/api/test/support/pdf-text';
import { baseUrl, launchBrowser, newVisitor, saveScreenshot } from '../support/browser';
import { bearer, startFromScratch, waitForSaved } from '../support/builder';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const preview = (page: Page) => page.getByTestId('resume-preview');
const fitNote = (page: Page) => page.getByTestId('preview-fit').textContent();

/** A guest's resume of two jobs: a little over one page in the default template. */
async function spillingResume(page: Page): Promise<string> {
  await startFromScratch(page);
  const token = await bearer(page);
  const complete = completeResume();
  const response = await fetch(`${baseUrl()}/api/v1/resumes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Two jobs',
      data: { ...complete, experience: complete.experience.slice(0, 2) },
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function exportedPages(page: Page, id: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/v1/resumes/${id}/export?format=pdf`, {
    headers: { authorization: `Bearer ${await bearer(page)}` },
  });
  expect(response.status).toBe(200);
  return (await readPdfPages(new Uint8Array(await response.arrayBuffer()))).length;
}

describe.each([1280, 375])('Fit to one page, %i px', (width) => {
  it('tightens a resume that spills onto page 2 until it fits, as its download prints it', async () => {
    const page = await newVisitor(browser, width, 900);
    const id = await spillingResume(page);
    await page.goto(`/builder?id=${id}&step=summary`);
    // Below 1024 px the page is behind the Preview toggle.
    if (width < 1024) await page.getByRole('button', { name: 'Preview', exact: true }).click();
    await preview(page).and(page.locator('[data-pages="2"]')).waitFor({ timeout: 30_000 });
    expect(await fitNote(page)).toMatch(/^Spills \d+ lines? onto page 2$/);
    expect(await exportedPages(page, id)).toBe(2);

    await page.getByRole('button', { name: 'Fit to one page' }).click();
    await expect.poll(() => fitNote(page), { timeout: 30_000 }).toBe('Fits on one page');
    expect(await preview(page).getAttribute('data-pages')).toBe('1');
    await saveScreenshot(page, `fit-one-page-${width}`);
    await waitForSaved(page);
    expect(await exportedPages(page, id)).toBe(1);

    // Like any design change, one undo gives the two pages back.
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect.poll(() => fitNote(page), { timeout: 30_000 }).toMatch(/onto page 2$/);
    await page.context().close();
  });
});
