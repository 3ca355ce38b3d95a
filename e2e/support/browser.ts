import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';

export { launchChromium as launchBrowser } from './chromium';

export const ARTIFACTS_DIR = resolve(import.meta.dirname, '../../test-results/e2e');

export function baseUrl(): string {
  return inject('baseUrl');
}

/** A fresh, isolated visitor (own storage) on a page of the given width. */
export async function newVisitor(browser: Browser, width = 1280, height = 800): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height } });
  return context.newPage();
}

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
