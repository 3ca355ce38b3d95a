import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings } from '../support/axe';
import { launchBrowser, newVisitor, saveScreenshot } from '../support/browser';
import { startFromScratch, waitForSaved } from '../support/builder';

/**
 * Skill suggestions in the builder's Skills step: drawn from the role and achievements the person
 * wrote, one click (or Enter) to add each, gone once added; with a job posting pasted on Analyze,
 * what the posting asks for is suggested too, and said to be.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const POSTING = [
  'Platform Engineer at Globex',
  '',
  'Requirements',
  '- 5+ years of TypeScript',
  '- PostgreSQL in production',
  '- Terraform',
].join('\n');

const suggestions = (page: Page) => page.getByRole('list', { name: 'Suggested skills' });
const suggestion = (page: Page, name: string | RegExp) => suggestions(page).getByRole('button', { name });
const skills = (page: Page) => page.getByRole('list', { name: 'Skills', exact: true });

async function openStep(page: Page, id: string, step: string) {
  await page.goto(`/builder?id=${id}&step=${step.toLowerCase()}`);
  await page.getByRole('heading', { level: 2, name: step }).waitFor();
}

/** A new guest resume with one position: a backend engineer who moved jobs to Kafka. */
async function resumeWithRole(page: Page): Promise<string> {
  const id = await startFromScratch(page);
  await openStep(page, id, 'Experience');
  await page.getByRole('button', { name: 'Add a position' }).click();
  await page.getByLabel('Job title').fill('Backend Engineer');
  await page.getByLabel('Company', { exact: true }).fill('Acme Payments');
  await page.getByLabel('Start date').fill('2019-03');
  await page
    .getByRole('textbox', { name: /achievement 1$/ })
    .fill('Cut settlement latency by 40% by moving batch jobs to Kafka streams');
  await waitForSaved(page);
  return id;
}

/** Axe's serious and critical findings on the page as it is (WCAG 2.1 A and AA). */
describe('skill suggestions', () => {
  it('suggests skills from the role and achievements; a click adds one and it leaves the list', async () => {
    const page = await newVisitor(browser);
    const id = await resumeWithRole(page);
    await openStep(page, id, 'Skills');

    // Named in the achievement, and usual for the role; never the title or the employer.
    await suggestion(page, 'Add Kafka').waitFor();
    await suggestion(page, 'Add Git').waitFor();
    expect(await suggestions(page).innerText()).not.toMatch(/Backend Engineer|Acme/);
    expect(await axeFindings(page)).toEqual([]);
    await saveScreenshot(page, 'skill-suggestions');

    await suggestion(page, 'Add Kafka').click();
    await skills(page).getByText('Kafka', { exact: true }).waitFor();
    expect(await suggestion(page, 'Add Kafka').count()).toBe(0);

    // From the keyboard: Enter adds it, and focus moves on to the next suggestion.
    await suggestion(page, 'Add Git').focus();
    await page.keyboard.press('Enter');
    await skills(page).getByText('Git', { exact: true }).waitFor();
    const focused = await page.evaluate(() => document.activeElement?.hasAttribute('data-skill-suggestion'));
    expect(focused).toBe(true);

    // Typed in another spelling, a suggestion goes too.
    await suggestion(page, 'Add CI/CD').waitFor();
    await page.getByLabel('Add a skill').fill('ci-cd');
    await page.getByLabel('Add a skill').press('Enter');
    await skills(page).getByText('ci-cd', { exact: true }).waitFor();
    expect(await suggestion(page, 'Add CI/CD').count()).toBe(0);

    await waitForSaved(page);
    await page.reload();
    await skills(page).getByText('Kafka', { exact: true }).waitFor();
    expect(await suggestion(page, 'Add Kafka').count()).toBe(0);
  });

  it('with a job posting pasted on Analyze, suggests what the posting asks for', async () => {
    const page = await newVisitor(browser);
    const id = await resumeWithRole(page);
    await page.goto(`/refine?id=${id}`);
    await page.getByLabel('Job description (optional)').fill(POSTING);
    await page.getByRole('list', { name: /^Missing/ }).waitFor({ timeout: 30_000 });

    await openStep(page, id, 'Skills');
    const asked = suggestion(page, 'Add Terraform, asked for in the job posting');
    await asked.waitFor({ timeout: 30_000 });
    await suggestion(page, 'Add PostgreSQL, asked for in the job posting').waitFor();
    expect(await suggestions(page).innerText()).not.toMatch(/Globex/);
    await saveScreenshot(page, 'skill-suggestions-posting');

    await asked.click();
    await skills(page).getByText('Terraform', { exact: true }).waitFor();
    expect(await suggestion(page, /^Add Terraform/).count()).toBe(0);
    expect(await axeFindings(page)).toEqual([]);
  });
});
