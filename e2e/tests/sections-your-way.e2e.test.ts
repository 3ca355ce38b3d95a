import { longWordsResume } from '@resume/core/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings } from '../support/axe';
import { launchBrowser, saveScreenshot } from '../support/browser';
import { bearer, waitForSaved } from '../support/builder';
import { downloadVia } from '../support/downloads';
import { pressWithKeyboard } from '../support/keyboard';
import { visitorWithResume } from '../support/visitors';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SUMMARY_START = longWordsResume().summary.slice(0, 40);
const previewText = async (page: Page) =>
  ((await page.getByTestId('resume-preview-text').textContent()) ?? '').replace(/\s+/g, ' ');

/** Reorders, renames, hides and adds a section with the Sections control, reordering by keyboard alone. */
async function arrangeSections(page: Page) {
  const sections = page.getByRole('region', { name: 'Sections', exact: true });
  // Tab to the button and Enter, as a keyboard user does; the move is announced, the focus stays put.
  const moveUp = sections.getByRole('button', { name: 'Move Education up' });
  await pressWithKeyboard(page, moveUp);
  await sections.getByText('Education moved to position 2 of 8.').waitFor({ state: 'attached' });
  expect(await moveUp.evaluate((button) => button === document.activeElement)).toBe(true);
  await sections.getByRole('textbox', { name: 'Heading of Experience' }).fill('Where I worked');
  await sections.getByRole('button', { name: 'Hide Summary' }).click();
  await sections.getByRole('button', { name: 'Add a section of your own' }).click();
  await sections.getByRole('textbox', { name: 'Heading of Additional information' }).fill('Volunteering');
  const entry = sections.getByRole('group', { name: 'Volunteering entry 1' });
  await entry.getByLabel('Title', { exact: true }).fill('Code Club mentor');
  await entry.getByLabel('Subtitle').fill('Raspberry Pi Foundation');
  await entry.getByLabel('Bullets').fill('Taught Python to 40 children');
  const order = await sections
    .getByRole('list', { name: 'Sections in print order' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-section')));
  expect(order.slice(0, 3)).toEqual(['summary', 'education', 'experience']);
  expect(order.at(-1)).toMatch(/^custom:/);
}

async function expectTxtInOrder(page: Page, id: string) {
  await waitForSaved(page);
  await page.goto(`/export?id=${id}`);
  await page.getByRole('button', { name: 'Download TXT' }).click();
  await page.getByRole('dialog', { name: 'Create your free account' }).waitFor();
  const txt = new TextDecoder().decode((await downloadVia(page, 'Download as guest')).bytes);
  const at = (heading: string) => txt.split('\n').indexOf(heading);
  expect(at('EDUCATION')).toBeGreaterThan(0);
  expect(at('WHERE I WORKED')).toBeGreaterThan(at('EDUCATION'));
  expect(at('VOLUNTEERING')).toBeGreaterThan(at('WHERE I WORKED'));
  expect(at('EXPERIENCE')).toBe(-1);
  expect(at('SUMMARY')).toBe(-1);
  expect(txt).not.toContain(SUMMARY_START);
  expect(txt).toContain(
    'VOLUNTEERING\nCode Club mentor — Raspberry Pi Foundation\n- Taught Python to 40 children',
  );
  // The JSON export keeps the choices, so an import brings them back.
  const json = JSON.parse(new TextDecoder().decode((await downloadVia(page, 'Download JSON')).bytes));
  const data = json.data ?? json;
  expect(data.sections).toMatchObject({ hidden: ['summary'], headings: { experience: 'Where I worked' } });
  expect(data.custom_sections[0]).toMatchObject({ heading: 'Volunteering' });
  // So does the JSON Resume export, in its meta, where our upload reads them back.
  const jsonResume = await downloadVia(page, 'Download JSON Resume');
  expect(jsonResume.name).toMatch(/-Resume\.resume\.json$/);
  const { resumecraft } = JSON.parse(new TextDecoder().decode(jsonResume.bytes)).meta;
  expect(resumecraft.sections).toEqual(data.sections);
  expect(resumecraft.custom_sections).toEqual(data.custom_sections);
}

const IN_ORDER = /education.*where i worked.*volunteering.*code club mentor/i;

describe.each([
  [1280, 'wide'],
  [375, 'phone'],
] as const)('sections your way, %i px', (width, name) => {
  it('reorder, rename, hide and a custom section: the preview follows and the TXT export shows them in order', async () => {
    const { page, resume } = await visitorWithResume(browser, 'guest', width, 900);
    await page.goto(`/builder?id=${resume!.id}&step=contacts`);
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Arrange sections' }));
    await page.getByRole('region', { name: 'Sections', exact: true }).waitFor();
    await arrangeSections(page);

    if (width < 1024) {
      const toggle = page.getByRole('button', { name: 'Preview' });
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    }
    await page.getByTestId('resume-preview').and(page.locator('[data-pages]')).waitFor({ timeout: 30_000 });
    await expect.poll(() => previewText(page), { timeout: 30_000 }).toMatch(IN_ORDER);
    expect(await previewText(page)).not.toContain(SUMMARY_START);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeFindings(page)).toEqual([]);
    await saveScreenshot(page, `sections-your-way-${name}`);

    await expectTxtInOrder(page, resume!.id);
    await page.context().close();
  }, 120_000);

  it("shows the chosen template's order until a section is moved: the control and the builder's steps", async () => {
    const { page, resume } = await visitorWithResume(browser, 'guest', width, 900);
    await page.goto(`/builder?id=${resume!.id}&step=contacts`);
    await useTemplate(page, resume!.id, 'academic');
    await page.reload();
    expect(await stepNames(page)).toEqual(['Contacts', 'Education', 'Experience', 'Skills', 'Summary']);
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Arrange sections' }));
    expect((await printOrder(page)).slice(0, 3)).toEqual(['summary', 'education', 'experience']);

    // Moved once, the order is the person's own: the steps follow it.
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Move Experience up' }));
    expect((await printOrder(page)).slice(0, 3)).toEqual(['summary', 'experience', 'education']);
    expect(await stepNames(page)).toEqual(['Contacts', 'Experience', 'Education', 'Skills', 'Summary']);
    expect(await axeFindings(page)).toEqual([]);
    await page.context().close();
  }, 120_000);
});

/** The resume's template changed through the api, as the template picker on Analyze does. */
async function useTemplate(page: Page, id: string, template: string) {
  const headers = { authorization: `Bearer ${await bearer(page)}` };
  const current = await (await page.request.get(`/api/v1/resumes/${id}`, { headers })).json();
  const saved = await page.request.put(`/api/v1/resumes/${id}`, {
    headers,
    data: { version: current.version, template },
  });
  expect(saved.status()).toBe(200);
}

const printOrder = (page: Page) =>
  page
    .getByRole('list', { name: 'Sections in print order' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-section')));

/** The builder's step tabs as they read, without their numbers. */
async function stepNames(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Builder steps' });
  await nav.waitFor();
  const tabs = await nav.getByRole('button').allInnerTexts();
  return tabs.map((tab) => tab.replace(/^\d+\s*/, '').trim());
}
