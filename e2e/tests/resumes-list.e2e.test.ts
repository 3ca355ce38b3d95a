import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor } from '../support/browser';
import { startFromScratch, waitForSaved } from '../support/builder';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('resumes list', () => {
  it('renames, duplicates, deletes with confirmation and opens a resume', async () => {
    const page = await newVisitor(browser);
    await startFromScratch(page);
    await page.getByLabel('First name').fill('Listed');
    await waitForSaved(page);

    await page.goto('/resumes');
    await page.getByRole('button', { name: 'Rename My resume' }).click();
    await page.getByLabel('New name').fill('Backend CV');
    await page.getByLabel('New name').press('Enter');
    await page.getByRole('link', { name: 'Backend CV' }).waitFor();
    // Its score before any analysis: the engine's, of the resume as it is.
    expect(await page.getByRole('listitem').filter({ hasText: 'Backend CV' }).innerText()).toMatch(
      /Score \d+ · weak\s+Classic\s+Edited/,
    );

    await page.getByRole('button', { name: 'Duplicate Backend CV' }).click();
    await page.getByRole('link', { name: 'Backend CV (copy)' }).waitFor();

    // Free accounts keep two resumes: a third is refused with a way to upgrade.
    await page.getByRole('button', { name: 'New resume' }).click();
    expect(await page.getByRole('alert').innerText()).toContain('Pro');

    await page.getByRole('button', { name: 'Delete Backend CV (copy)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this resume?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByRole('link', { name: 'Backend CV (copy)' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Delete Backend CV (copy)' }).click();
    await dialog.getByRole('button', { name: 'Delete resume' }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Backend CV (copy)' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Backend CV' }).click();
    await page.waitForURL(/\/builder\?id=/);
    expect(await page.getByLabel('First name').inputValue()).toBe('Listed');
    await page.context().close();
  });
});
