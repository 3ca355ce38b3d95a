import { analyzeResume, type ResumeData, scoreBand } from '@resume/core';
import {
  completeResume,
  juniorResume,
  longWordsResume,
  seniorResume,
  untidyResume,
  weakResume,
} from '@resume/core/testing';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings } from '../support/axe';
import { baseUrl, launchBrowser, saveScreenshot } from '../support/browser';
import { bearer } from '../support/builder';
import { visitorWithResume } from '../support/visitors';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** The five resumes a Pro member adds to the one every visitor has: six, so sort and search appear. */
const ADDED: { name: string; template: string; data: ResumeData }[] = [
  { name: 'Staff engineer', template: 'modern', data: seniorResume() },
  { name: 'Analytics CV', template: 'classic', data: juniorResume() },
  { name: 'Manager draft', template: 'executive', data: weakResume() },
  { name: 'Complete', template: 'sidebar', data: completeResume() },
  { name: 'Untidy notes', template: 'classic', data: untidyResume() },
];

async function addResumes(page: Page): Promise<void> {
  const token = await bearer(page);
  for (const resume of ADDED) {
    const response = await fetch(`${baseUrl()}/api/v1/resumes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(resume),
    });
    if (response.status !== 201) throw new Error(`POST /resumes: ${response.status}`);
  }
}

// One Pro account for the file (visitorWithResume shares it): its six resumes are made once.
let sixResumes: Promise<void> | null = null;
async function proWithSixResumes(width: number, height: number): Promise<Page> {
  const { page } = await visitorWithResume(browser, 'pro', width, height);
  await page.goto('/resumes');
  sixResumes ??= addResumes(page);
  await sixResumes;
  await page.reload();
  await cards(page).nth(5).waitFor();
  return page;
}

const cards = (page: Page) => page.getByRole('list', { name: 'Your resumes' }).getByRole('listitem');
// The picture's link is hidden from the accessibility tree: the name's is the card's one link.
const cardNames = (page: Page) => cards(page).getByRole('link').allInnerTexts();

const boxes = (...locators: Locator[]) => Promise.all(locators.map((locator) => locator.boundingBox()));

/** The share of a thumbnail's pixels that are not paper: text and rules drawn on it. */
const inkedShare = (thumbnail: Locator) =>
  thumbnail.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = canvas.width;
    copy.height = canvas.height;
    const context = copy.getContext('2d')!;
    context.drawImage(canvas, 0, 0);
    const { data } = context.getImageData(0, 0, copy.width, copy.height);
    let inked = 0;
    for (let i = 0; i < data.length; i += 4)
      if (Math.min(data[i]!, data[i + 1]!, data[i + 2]!) < 200) inked++;
    return inked / (copy.width * copy.height);
  });

async function expectDrawn(card: Locator): Promise<void> {
  await card.scrollIntoViewIfNeeded();
  const thumbnail = card.getByTestId('resume-thumbnail');
  await thumbnail.and(card.locator('[data-state="drawn"]')).waitFor({ timeout: 30_000 });
  const { width, height } = (await thumbnail.locator('canvas').boundingBox())!;
  expect(height).toBeGreaterThan(width);
  expect(await inkedShare(thumbnail)).toBeGreaterThan(0.01);
}

describe('resume cards, six resumes of a Pro member', () => {
  it("shows each one's first page, score and template, then sorts and searches them", async () => {
    const page = await proWithSixResumes(1280, 800);
    for (const card of await cards(page).all()) await expectDrawn(card);
    // Two cards a row on a wide screen.
    const [first, second] = await boxes(cards(page).nth(0), cards(page).nth(1));
    expect(second!.y).toBe(first!.y);

    // The score on each card is the analysis engine's for that resume, its template by name.
    const staff = cards(page).filter({ hasText: 'Staff engineer' });
    expect(await staff.innerText()).toContain(`Score ${analyzeResume(seniorResume()).score}`);
    expect(await staff.innerText()).toContain('Modern');
    const weak = analyzeResume(weakResume()).score;
    expect(await cards(page).filter({ hasText: 'Manager draft' }).innerText()).toContain(
      `Score ${weak} · ${scoreBand(weak)}`,
    );
    expect(await axeFindings(page, { everyImpact: true })).toEqual([]);
    await saveScreenshot(page, 'resumes-list-cards-1280');

    await page.getByLabel('Sort by').selectOption({ label: 'Score' });
    const scores = (await cards(page).allInnerTexts()).map((text) => Number(/Score (\d+)/.exec(text)?.[1]));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores).toContain(analyzeResume(longWordsResume()).score);

    await page.getByLabel('Sort by').selectOption({ label: 'Name' });
    expect((await cardNames(page)).slice(0, 3)).toEqual(['Analytics CV', 'Complete', 'Manager draft']);

    // By headline too: "Analytics CV" is found by its headline, "Data Analyst".
    await page.getByLabel('Search resumes').fill('data analyst');
    await expect.poll(() => cardNames(page)).toEqual(['Analytics CV']);
    await page.getByText('1 of 6 resumes match').waitFor();
    await page.getByLabel('Search resumes').fill('');
    await expect.poll(() => cards(page).count()).toBe(6);
    await page.context().close();
  });

  it('draws only the cards on screen; from phone to 768 px one card a row, its actions on one line', async () => {
    const phone = await proWithSixResumes(375, 700);
    const last = cards(phone).last().getByTestId('resume-thumbnail');
    await expectDrawn(cards(phone).first());
    expect(await last.getAttribute('data-state')).toBe('drawing');
    await expectDrawn(cards(phone).last());
    await phone.context().close();

    const tablet = await proWithSixResumes(768, 1024);
    const [first, second] = await boxes(cards(tablet).nth(0), cards(tablet).nth(1));
    expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
    const actions = await boxes(...(await cards(tablet).first().getByRole('button').all()));
    expect(new Set(actions.map((box) => box!.y)).size).toBe(1);
    expect(await tablet.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    await expectDrawn(cards(tablet).first());
    expect(await axeFindings(tablet)).toEqual([]);
    await saveScreenshot(tablet, 'resumes-list-cards-768');
    await tablet.context().close();
  });
});
