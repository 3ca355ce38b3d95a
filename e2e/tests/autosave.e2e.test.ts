import type { Resume } from '@resume/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import { bearer, startFromScratch, waitForSaved } from '../support/builder';
import { startServer } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('never lose an edit', () => {
  it('an edit made while the api is stopped reaches the server after it restarts', async () => {
    const first = await startServer({ keepData: true });
    const page = await (await browser.newContext({ baseURL: first.url })).newPage();
    const id = await startFromScratch(page);
    await page.getByLabel('First name').fill('Before');
    await waitForSaved(page);

    await first.stop();
    await page.getByLabel('Last name').fill('Written while offline');
    await page.locator('[data-save-status="offline"]').waitFor({ timeout: 15_000 });

    const second = await startServer({ port: first.port, dataDir: first.dataDir });
    try {
      await waitForSaved(page, 30_000);
      const token = await bearer(page);
      const res = await page.request.get(`/api/v1/resumes/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(((await res.json()) as Resume).data).toMatchObject({
        first_name: 'Before',
        last_name: 'Written while offline',
      });
      await page.reload();
      expect(await page.getByLabel('Last name').inputValue()).toBe('Written while offline');
    } finally {
      await page.context().close();
      await second.stop();
    }
  });

  it("a second tab's stale save is merged, and a real conflict is put to the person", async () => {
    const server = await startServer();
    const context = await browser.newContext({ baseURL: server.url });
    try {
      const tabA = await context.newPage();
      const id = await startFromScratch(tabA);
      await tabA.getByLabel('First name').fill('Ada');
      await waitForSaved(tabA);
      const tabB = await context.newPage();
      await tabB.goto(`/builder?id=${id}`);
      expect(await tabB.getByLabel('First name').inputValue()).toBe('Ada');

      // Different fields: both edits survive without asking.
      await tabA.getByLabel('Location').fill('London');
      await waitForSaved(tabA);
      await tabB.getByLabel('Last name').fill('Lovelace');
      await waitForSaved(tabB);
      const token = await bearer(tabA);
      const read = async () =>
        (
          (await (
            await tabA.request.get(`/api/v1/resumes/${id}`, { headers: { authorization: `Bearer ${token}` } })
          ).json()) as Resume
        ).data;
      expect(await read()).toMatchObject({ location: 'London', last_name: 'Lovelace' });
      expect(await tabB.getByLabel('Location').inputValue()).toBe('London');

      // The same field: tab B (stale) keeps its value and is offered the other one.
      await tabA.getByLabel('Title').fill('Mathematician');
      await waitForSaved(tabA);
      await tabB.getByLabel('Title').fill('Analyst');
      const notice = tabB.getByRole('alert').filter({ hasText: 'also changed in another tab' });
      await notice.waitFor({ timeout: 15_000 });
      expect(await notice.innerText()).toContain('Title');
      await waitForSaved(tabB);
      expect((await read()).title).toBe('Analyst');
      await notice.getByRole('button', { name: 'Use the other version' }).click();
      await waitForSaved(tabB);
      expect(await tabB.getByLabel('Title').inputValue()).toBe('Mathematician');
      expect((await read()).title).toBe('Mathematician');
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
