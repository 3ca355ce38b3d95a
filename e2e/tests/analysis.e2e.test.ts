import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor, saveScreenshot } from '../support/browser';
import { startFromScratch, waitForSaved } from '../support/builder';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const score = async (page: Page) =>
  Number(
    await page
      .getByTestId('resume-score')
      .innerText()
      .then((t) => t.split('/')[0]),
  );

describe('analysis', () => {
  it('scores the resume, explains it, and each Fix opens the editor at the field', async () => {
    const page = await newVisitor(browser);
    const id = await startFromScratch(page);
    await page.getByLabel('First name').fill('Maria');
    await page.getByLabel('Last name').fill('García');
    await page.getByLabel('Email').fill('maria@example.com');
    await page.getByLabel('Location').fill('Madrid, Spain');
    await waitForSaved(page);

    await page.goto(`/refine?id=${id}`);
    await page.getByTestId('resume-score').waitFor();
    const before = await score(page);
    expect(await page.getByTestId('resume-band').innerText()).toBe('Weak');
    expect(await page.getByRole('list', { name: 'Score by category' }).innerText()).toContain(
      'Experience & achievements',
    );
    const errors = page.getByRole('region', { name: 'Fix these first' });
    expect(await errors.innerText()).toContain('Your resume has no summary.');
    await saveScreenshot(page, 'refine-analysis');

    await page.getByRole('button', { name: 'Fix: Your resume has no summary.' }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Editor' }).getAttribute('aria-selected'))
      .toBe('true');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-field')))
      .toBe('summary');
    await page.keyboard.type(
      'Backend engineer with eight years in payments. I make systems fast and reliable.',
    );

    await page.getByRole('tab', { name: 'Analysis' }).click();
    await expect.poll(() => score(page)).toBeGreaterThan(before);
    expect(await errors.innerText()).not.toContain('Your resume has no summary.');

    await waitForSaved(page);
    await page.goto('/resumes');
    await expect
      .poll(() => page.getByRole('listitem').filter({ hasText: 'My resume' }).innerText(), {
        timeout: 10_000,
      })
      .toMatch(/Score \d+ · (weak|fair)/);
    await page.context().close();
  });

  it('shows which of a job description’s key terms the resume has and lacks', async () => {
    const page = await newVisitor(browser);
    const id = await startFromScratch(page);
    await page.getByRole('button', { name: /Skills/ }).click();
    for (const skill of ['Kafka', 'PostgreSQL']) {
      await page.getByLabel('Add a skill').fill(skill);
      await page.getByLabel('Add a skill').press('Enter');
    }
    await waitForSaved(page);
    await page.goto(`/refine?id=${id}`);
    await page
      .getByLabel('Job description (optional)')
      .fill('Backend engineer: Kafka, PostgreSQL, GraphQL and Terraform required.');
    const missing = page.getByRole('list', { name: 'Missing keywords' });
    await missing.waitFor();
    expect(await missing.innerText()).toMatch(/graphql[\s\S]*terraform|terraform[\s\S]*graphql/i);
    expect((await page.getByRole('list', { name: 'Matched keywords' }).innerText()).toLowerCase()).toContain(
      'kafka',
    );
    await page.context().close();
  });
});
