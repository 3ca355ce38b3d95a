import type { Page } from 'playwright-core';

/** Waits until the builder says every change reached the server. */
export async function waitForSaved(page: Page, timeout = 15_000): Promise<void> {
  await page.locator('[data-save-status="saved"]').waitFor({ timeout });
}

/** Starts a new resume from /start and lands in the builder; returns its id. */
export async function startFromScratch(page: Page): Promise<string> {
  await page.goto('/start');
  await page.getByRole('button', { name: /Start from scratch/ }).click();
  await page.waitForURL(/\/builder\?id=/);
  await page.getByLabel('First name').waitFor();
  return new URL(page.url()).searchParams.get('id')!;
}

export async function bearer(page: Page): Promise<string> {
  const session = await page.evaluate(() => localStorage.getItem('session'));
  return (JSON.parse(session ?? '{}') as { access_token: string }).access_token;
}
