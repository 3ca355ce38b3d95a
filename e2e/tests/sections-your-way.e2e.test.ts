import { longWordsResume } from '@resume/core/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings } from '../support/axe';
import { launchBrowser, saveScreenshot } from '../support/browser';
import { waitForSaved } from '../support/builder';
import { downloadVia } from '../support/downloads';
import { visitorWithResume } from '../support/visitors';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SUMMARY_START = longWordsResume().summary.slice(0, 40);
const previewText = async (page: Page) =>
  ((await page.getByTestId('resume-preview-text').textContent()) ?? '').replace(/\s+/g, ' ');

/** Reorders, renames, hides and adds a section with the Sections control, from the keyboard where it can. */
async function arrangeSections(page: Page) {
  const sections = page.getByRole('region', { name: 'Sections', exact: true });
  await sections.getByRole('button', { name: 'Move Education up' }).focus();
  await page.keyboard.press('Enter');
  await sections.getByText('Education moved to position 2 of 8.').waitFor({ state: 'attached' });
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
}

const IN_ORDER = /education.*where i worked.*volunteering.*code club mentor/i;

describe.each([
  [1280, 'wide'],
  [375, 'phone'],
] as const)('sections your way, %i px', (width, name) => {
  it('reorder, rename, hide and a custom section: the preview follows and the TXT export shows them in order', async () => {
    const { page, resume } = await visitorWithResume(browser, 'guest', width, 900);
    await page.goto(`/builder?id=${resume!.id}&step=contacts`);
    await page.getByRole('button', { name: 'Arrange sections' }).click();
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
});
