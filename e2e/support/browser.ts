import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium; browsers downloaded by test tools do not run here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const ARTIFACTS_DIR = resolve(import.meta.dirname, '../../test-results/e2e');

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
}

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
