import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Moves keyboard focus to `target` the way a keyboard user does: Tab, one stop at a time, through
 * everything before it (going round the page if it is behind the focus). Fails if Tab never gets
 * there, which is what a control out of the tab order would do to a keyboard user.
 */
export async function tabTo(page: Page, target: Locator, maxStops = 400): Promise<void> {
  await target.waitFor();
  for (let stop = 0; stop < maxStops; stop += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target} in ${maxStops} stops`);
}

/** Tabs to a button or link and presses Enter on it. */
export async function pressWithKeyboard(page: Page, target: Locator): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** Tabs to a download button, presses Enter, and returns the file the browser saved. */
export async function downloadWithKeyboard(page: Page, target: Locator) {
  await tabTo(page, target);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  return { name: download.suggestedFilename(), bytes: new Uint8Array(await readFile(await download.path())) };
}
