import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';

/** Clicks `button` and returns what the browser downloaded: its suggested name and bytes. */
export async function downloadVia(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button, exact: true }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: new Uint8Array(await readFile(await download.path())) };
}
