import type { Resume } from '@resume/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor, saveScreenshot } from '../support/browser';
import { bearer, startFromScratch, waitForSaved } from '../support/builder';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function next(page: Page, step: string) {
  await page.getByRole('button', { name: `Next: ${step}` }).click();
  await page.getByRole('heading', { level: 2, name: step }).waitFor();
}

async function fillWizard(page: Page) {
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('García');
  await page.getByLabel('Title').fill('Backend Engineer');
  await page.getByLabel('Email').fill('maria@example.com');
  await page.getByLabel('Phone').fill('+34 612 345 678');
  await page.getByLabel('Location').fill('Madrid, Spain');

  await next(page, 'Experience');
  await page.getByRole('button', { name: 'Add a position' }).click();
  await page.getByLabel('Job title').fill('Backend Engineer');
  await page.getByLabel('Company', { exact: true }).fill('Acme Payments');
  await page.getByLabel('Start date').fill('2021-03');
  await page.getByLabel('I currently work here').check();
  expect(await page.getByLabel('End date').count()).toBe(0);
  const first = page.getByRole('textbox', { name: /achievement 1$/ });
  await first.fill('Cut p99 latency by 40% by rebuilding the ledger.');
  await first.press('Enter');
  await page.keyboard.type('Mentored 3 junior engineers.');

  await next(page, 'Education');
  await page.getByRole('button', { name: 'Add education' }).click();
  await page.getByLabel('Degree').fill('MSc');
  await page.getByLabel('Institution').fill('Universidad Politécnica de Madrid');
  await page.getByLabel('Graduation date').fill('2014-06');

  await next(page, 'Skills');
  for (const skill of ['TypeScript', 'PostgreSQL', 'Kafka']) {
    await page.getByLabel('Add a skill').fill(skill);
    await page.getByLabel('Add a skill').press('Enter');
  }

  await next(page, 'Summary');
  await page
    .getByLabel('Professional summary')
    .fill('Backend engineer with eight years in payments. I make systems fast and calm.');
  // The advice follows the summary in a render after the keystroke's: a moment later.
  await expect.poll(() => page.getByTestId('sentence-count').textContent()).toContain('2 sentences');
}

describe('builder wizard', () => {
  it('a guest completes the whole wizard, reloads and finds every field', async () => {
    const page = await newVisitor(browser);
    const id = await startFromScratch(page);
    await fillWizard(page);
    await waitForSaved(page);

    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Summary' }).waitFor();
    expect(await page.getByLabel('Professional summary').inputValue()).toContain('payments');
    await page.getByRole('button', { name: /Contacts/ }).click();
    expect(await page.getByLabel('Last name').inputValue()).toBe('García');
    expect(await page.getByLabel('Location').inputValue()).toBe('Madrid, Spain');
    await page
      .getByRole('button', { name: /Experience/ })
      .first()
      .click();
    expect(await page.getByLabel('Company', { exact: true }).inputValue()).toBe('Acme Payments');
    expect(await page.getByRole('textbox', { name: /achievement 2$/ }).inputValue()).toBe(
      'Mentored 3 junior engineers.',
    );
    await page
      .getByRole('button', { name: /Skills/ })
      .first()
      .click();
    expect(await page.getByRole('list', { name: 'Skills', exact: true }).innerText()).toMatch(
      /TypeScript[\s\S]*PostgreSQL[\s\S]*Kafka/,
    );

    const token = await bearer(page);
    const saved = (await (
      await page.request.get(`/api/v1/resumes/${id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as Resume;
    expect(saved.data).toMatchObject({
      first_name: 'Maria',
      education: [{ degree: 'MSc', graduation_date: '2014-06' }],
    });
    expect(saved.data.experience[0]).toMatchObject({
      start_date: '2021-03',
      is_current: true,
      end_date: null,
    });

    await page
      .getByRole('button', { name: /Summary/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Finish & Analyze' }).click();
    await page.waitForURL(new RegExp(`/refine\\?id=${id}`));
    await page.context().close();
  });

  it('lists what is missing before finishing, with a way to each step', async () => {
    const page = await newVisitor(browser);
    await startFromScratch(page);
    await page.getByLabel('First name').fill('Solo');
    await page.getByRole('button', { name: /Summary/ }).click();
    await page.getByRole('button', { name: 'Finish & Analyze' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'still missing' });
    expect(await summary.innerText()).toContain('Add your last name');
    expect(await summary.innerText()).toContain('Add at least one skill');
    await summary.getByRole('button', { name: 'Go to Skills' }).click();
    await page.getByRole('heading', { level: 2, name: 'Skills' }).waitFor();
    expect(await page.getByText('Add at least one skill').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('works at 375px without sideways scrolling', async () => {
    const page = await newVisitor(browser, 375, 800);
    await startFromScratch(page);
    await page.getByLabel('First name').fill('Ana');
    await next(page, 'Experience');
    await page.getByRole('button', { name: 'Add a position' }).click();
    await page.getByLabel('Job title').fill('Designer');
    await waitForSaved(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'builder-375');
    await page.context().close();
  });
});

describe('the start page', () => {
  it('offers "Continue editing" once a resume exists', async () => {
    const page = await newVisitor(browser);
    const id = await startFromScratch(page);
    await page.getByLabel('First name').fill('Returning');
    await waitForSaved(page);
    await page.goto('/start');
    await page.getByRole('link', { name: 'Continue editing' }).click();
    await page.waitForURL(new RegExp(`/builder\\?id=${id}`));
    expect(await page.getByLabel('First name').inputValue()).toBe('Returning');
    await page.context().close();
  });
});
