import type { OnboardingResponses, Resume } from '@resume/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInWith, pathOf, verifiedAccount } from '../support/accounts';
import { axeFindings } from '../support/axe';
import { launchBrowser, newVisitor, saveScreenshot } from '../support/browser';
import { bearer, startFromScratch } from '../support/builder';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** What one set of answers should make the person see, from /start to Analyze. */
type Expected = {
  name: string;
  answers: OnboardingResponses;
  width: number;
  order: string[];
  template: { id: string; name: string };
  titleExample: string;
  experienceHint: string;
  advice: string[];
};

const CASES: Expected[] = [
  {
    name: 'a student looking for a first job (at 768px)',
    answers: {
      experience: 'no experience',
      job_search_status: 'Soon, preparing',
      background_field: 'Student',
      resume_goal: 'Find part-time or first job',
    },
    width: 768,
    order: ['Contacts', 'Education', 'Projects', 'Experience', 'Skills', 'Summary'],
    template: { id: 'modern', name: 'Modern' },
    titleExample: 'e.g. Junior Data Analyst',
    experienceHint:
      'No job yet? Part-time work, internships, volunteering and roles in clubs or societies all count.',
    advice: ['Put education and projects first'],
  },
  {
    name: 'a delivery driver changing careers',
    answers: {
      experience: '6-10 years',
      job_search_status: 'Yes, actively',
      background_field: 'Delivery/Security/Manual labor',
      resume_goal: 'Change careers',
    },
    width: 1280,
    order: ['Contacts', 'Projects', 'Experience', 'Education', 'Skills', 'Summary'],
    template: { id: 'classic', name: 'Classic' },
    titleExample: 'e.g. Product Designer',
    experienceHint:
      'Add your most recent position first: what you did there may carry over more than you think.',
    advice: [
      'Lead with transferable skills',
      'Keep the last 10–15 years in detail',
      'Name your licences and certificates',
    ],
  },
  {
    name: 'a designer exploring a better job',
    answers: {
      experience: '3-5 years',
      job_search_status: 'No, just exploring',
      background_field: 'Design/Content/Creative',
      resume_goal: 'Get a better job',
    },
    width: 1280,
    order: ['Contacts', 'Experience', 'Projects', 'Education', 'Skills', 'Summary'],
    template: { id: 'modern', name: 'Modern' },
    titleExample: 'e.g. Graphic Designer',
    experienceHint: 'Add your most recent position first; internships and volunteering count too.',
    advice: ['Show your portfolio'],
  },
];

/** Signs in as a verified account that has not answered onboarding, and answers it in the wizard. */
async function answerOnboarding(page: Page, answers: OnboardingResponses): Promise<void> {
  const { email, password } = await verifiedAccount('answers', { onboard: false });
  await page.goto('/login?redirect=%2Fstart');
  // The guest session is made as the page opens: wait for it rather than race it with the login.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('guest_id'))).not.toBeNull();
  await logInWith(page, email, password);
  await expect.poll(() => pathOf(page)).toMatch(/^\/onboarding/);
  const wizard = page.getByRole('main');
  const options = Object.values(answers);
  for (const [i, option] of options.entries()) {
    await wizard.getByLabel(option, { exact: true }).check();
    await wizard.getByRole('button', { name: i === options.length - 1 ? 'Finish' : 'Next' }).click();
  }
  await expect.poll(() => pathOf(page)).toBe('/start');
}

/** The suggested order once /start shows it: its page may still be loading when the address changes. */
async function suggestedOrder(page: Page): Promise<string[]> {
  const items = page.getByRole('list', { name: 'Suggested section order' }).getByRole('listitem');
  await items.first().waitFor();
  return items.allInnerTexts();
}

/** The builder's step tabs as they read, without their numbers. */
async function builderSteps(page: Page): Promise<string[]> {
  const tabs = page.getByRole('navigation', { name: 'Builder steps' }).getByRole('button');
  await tabs.first().waitFor();
  return (await tabs.allInnerTexts()).map((tab) => tab.replace(/^\d+\s*/, '').trim());
}

async function savedTemplate(page: Page, id: string): Promise<string> {
  const response = await page.request.get(`/api/v1/resumes/${id}`, {
    headers: { authorization: `Bearer ${await bearer(page)}` },
  });
  return ((await response.json()) as Resume).template;
}

/** Axe's serious and critical WCAG 2.1 A/AA findings on the page as it is. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('the onboarding answers shape the suggestions', () => {
  it.each(CASES)('$name', async (expected) => {
    const page = await newVisitor(browser, expected.width, 900);
    await answerOnboarding(page, expected.answers);
    const shot = (where: string) =>
      saveScreenshot(page, `onboarding-answers-${expected.template.id}-${expected.width}-${where}`);

    // /start: the suggested order and template, and a new resume in that template.
    const suggested = page.getByRole('region', { name: 'Suggested for you' });
    expect((await suggestedOrder(page)).map((item) => item.replace('→', '').trim())).toEqual(expected.order);
    expect(await suggested.getByTestId('suggested-template').innerText()).toContain(expected.template.name);
    expect(await axeFindings(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await shot('start');
    const id = await startFromScratch(page);
    expect(await savedTemplate(page, id)).toBe(expected.template.id);

    // The builder: its steps in that order, and examples and hints for this person.
    expect(await builderSteps(page)).toEqual(expected.order.filter((section) => section !== 'Projects'));
    expect(await page.getByLabel('Title').getAttribute('placeholder')).toBe(expected.titleExample);
    await page
      .getByRole('navigation', { name: 'Builder steps' })
      .getByRole('button', { name: /Experience/ })
      .click();
    await page.getByText(expected.experienceHint).waitFor();
    expect(await axeFindings(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await shot('builder');

    // Analyze: the advice for these answers, most telling first.
    await page.goto(`/refine?id=${id}`);
    const advice = page.getByRole('region', { name: 'Advice for you' });
    await advice.waitFor();
    const titles = await advice
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent));
    expect(titles).toEqual(expected.advice);
    expect(await axeFindings(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);
    await shot('analyze');
    await page.context().close();
  });

  it('a guest, who has no answers, sees today’s defaults', async () => {
    const page = await newVisitor(browser);
    const id = await startFromScratch(page);
    expect(await savedTemplate(page, id)).toBe('classic');
    expect(await builderSteps(page)).toEqual(['Contacts', 'Experience', 'Education', 'Skills', 'Summary']);
    expect(await page.getByLabel('Title').getAttribute('placeholder')).toBe('e.g. Product Designer');
    expect(await page.getByRole('region', { name: 'Suggested template' }).count()).toBe(0);

    await page.goto('/start');
    await page.getByRole('button', { name: /Start from scratch/ }).waitFor();
    expect(await page.getByRole('region', { name: 'Suggested for you' }).count()).toBe(0);

    await page.goto(`/refine?id=${id}`);
    await page.getByTestId('resume-score').waitFor();
    expect(await page.getByRole('region', { name: 'Advice for you' }).count()).toBe(0);
    await page.context().close();
  });
});
