import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';

export { launchChromium as launchBrowser } from './chromium';

export const ARTIFACTS_DIR = resolve(import.meta.dirname, '../../test-results/e2e');

export function baseUrl(): string {
  return inject('baseUrl');
}

const refusedByCsp = new WeakMap<Page, string[]>();

/** A fresh, isolated visitor (own storage) on a page of the given width. */
export async function newVisitor(browser: Browser, width = 1280, height = 800): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width, height } });
  const page = await context.newPage();
  const refused: string[] = [];
  refusedByCsp.set(page, refused);
  // Chromium reports what the Content-Security-Policy blocked as console errors ("Refused to …").
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
      refused.push(message.text());
    }
  });
  return page;
}

/** What the page was refused by the server's Content-Security-Policy so far. */
export const cspViolations = (page: Page): string[] => refusedByCsp.get(page) ?? [];

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const path = join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Opens the header's menu (every width) and follows its link called `name`. */
export async function openFromMenu(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name }).click();
}
