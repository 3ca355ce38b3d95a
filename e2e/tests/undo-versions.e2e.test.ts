import type { Resume } from '@resume/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings } from '../support/axe';
import { launchBrowser, saveScreenshot } from '../support/browser';
import { bearer, waitForSaved } from '../support/builder';
import { pressWithKeyboard, tabTo } from '../support/keyboard';
import { visitorWithResume } from '../support/visitors';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Tabs to a field and types at its end, as a keyboard user adds to what is there. */
async function typeAtEnd(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('End');
  await page.keyboard.type(text);
}

async function savedData(page: Page, id: string): Promise<Resume['data']> {
  const response = await page.request.get(`/api/v1/resumes/${id}`, {
    headers: { authorization: `Bearer ${await bearer(page)}` },
  });
  return ((await response.json()) as Resume).data;
}

describe.each([1280, 375])('undo and versions from the keyboard, %i px', (width) => {
  it('Ctrl+Z undoes across fields and Ctrl+Shift+Z redoes, and the saved resume follows', async () => {
    const { page, resume } = await visitorWithResume(browser, 'guest', width, 900);
    const id = resume!.id;
    await page.goto(`/builder?id=${id}&step=contacts`);
    const firstName = page.getByLabel('First name');
    const title = page.getByLabel('Title');
    const [name, role] = [await firstName.inputValue(), await title.inputValue()];

    await typeAtEnd(page, firstName, 'x');
    await typeAtEnd(page, title, ' (remote)');
    // Each key goes to the focused field first: the page's undo takes it, not the field's own.
    await page.keyboard.press('Control+z');
    expect(await title.inputValue()).toBe(role);
    expect(await firstName.inputValue()).toBe(`${name}x`);
    await page.keyboard.press('Control+z');
    expect(await firstName.inputValue()).toBe(name);
    await page.keyboard.press('Control+Shift+z');
    expect(await firstName.inputValue()).toBe(`${name}x`);
    expect(await title.inputValue()).toBe(role);

    await waitForSaved(page);
    expect(await savedData(page, id)).toMatchObject({ first_name: `${name}x`, title: role });
    expect(await page.getByRole('button', { name: 'Redo', exact: true }).isEnabled()).toBe(true);
    expect(await axeFindings(page)).toEqual([]);
    await saveScreenshot(page, `undo-keyboard-${width}`);
    await page.context().close();
  }, 120_000);

  it('saves a named version and restores it, from the keyboard, keeping the history', async () => {
    const { page, resume } = await visitorWithResume(browser, 'guest', width, 900);
    const id = resume!.id;
    await page.goto(`/builder?id=${id}&step=contacts`);
    const title = page.getByLabel('Title');
    const role = await title.inputValue();

    await pressWithKeyboard(page, page.getByRole('button', { name: 'Versions', exact: true }));
    const dialog = page.getByRole('dialog', { name: 'Versions' });
    await typeAtEnd(page, dialog.getByLabel('Version name'), 'Before the rewrite');
    await page.keyboard.press('Enter');
    await dialog.getByText('Version saved.').waitFor();
    const restore = dialog.getByRole('button', { name: 'Restore “Before the rewrite”' });
    await restore.waitFor();
    expect(await axeFindings(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await typeAtEnd(page, title, ' and team lead');
    await waitForSaved(page);
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Versions', exact: true }));
    await pressWithKeyboard(page, restore);
    // The confirmation takes the focus: Enter restores.
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => title.inputValue()).toBe(role);
    await waitForSaved(page);
    expect((await savedData(page, id)).title).toBe(role);

    // The resume as it was before the restore is kept too.
    await pressWithKeyboard(page, page.getByRole('button', { name: 'Versions', exact: true }));
    const versions = dialog.getByRole('list', { name: 'Versions' }).getByRole('listitem');
    // The list is fetched as the dialog opens.
    await versions.filter({ hasText: 'Before the rewrite' }).waitFor();
    expect(await versions.count()).toBeGreaterThanOrEqual(2);
    await saveScreenshot(page, `versions-keyboard-${width}`);
    await page.context().close();
  }, 120_000);
});
