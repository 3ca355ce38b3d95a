import type { Tokens } from '@resume/core';
import { longWordsResume } from '@resume/core/testing';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, verifiedAccount } from '../support/accounts';
import { axeFindings } from '../support/axe';
import { baseUrl, cspViolations, launchBrowser, newVisitor, saveScreenshot } from '../support/browser';
import { downloadVia } from '../support/downloads';
import { tabTo } from '../support/keyboard';

/**
 * Issue 39: from a tailored copy to an offer on the Applications board. Tracked in one step from the
 * copy, moved Saved → Applied by keyboard, then on to Interview and Offer (by drag with a mouse at
 * desktop width, by the Move menu on a phone), with what was sent frozen on Applied, the funnel
 * following, and the applications downloaded as CSV.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const ROLE = 'Platform Engineer';
const COMPANY = 'Globex';
const POSTING = [
  `${ROLE} at ${COMPANY}`,
  '',
  `${COMPANY} builds payment software.`,
  '',
  'Requirements',
  '- 5+ years of TypeScript',
  '- Terraform',
].join('\n');

async function call<T>(method: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A page signed in to a new account of its own (each width starts with an empty board) that has a
 * resume and a tailored copy of it for the posting, made through the api.
 */
async function memberWithTailoredCopy(width: number) {
  const { email } = await verifiedAccount(`applications-${width}`);
  const tokens = await call<Tokens>('POST', '/auth/login', { email, password: PASSWORD });
  const token = tokens.access_token;
  const resume = await call<{ id: string }>(
    'POST',
    '/resumes',
    { name: 'My resume', data: longWordsResume() },
    token,
  );
  const { resume: copy } = await call<{ resume: { id: string; name: string } }>(
    'POST',
    `/resumes/${resume.id}/tailored-copies`,
    { job_description: POSTING },
    token,
  );
  const page = await newVisitor(browser, width);
  await page.context().addInitScript((t) => {
    if (localStorage.getItem('session')) return;
    const { access_token, refresh_token, token_type } = t;
    localStorage.setItem('session', JSON.stringify({ access_token, refresh_token, token_type }));
  }, tokens);
  return { page, copy };
}

const column = (page: Page, stage: string) => page.getByRole('region', { name: new RegExp(`^${stage}`) });
const card = (page: Page, company: string) => page.locator('[data-card-id]').filter({ hasText: company });
const reached = (page: Page, stage: string) =>
  page.locator(`[data-funnel-stage="${stage}"]`).innerText().then(Number);

async function waitInColumn(page: Page, stage: string, company: string) {
  await column(page, stage).locator('[data-card-id]').filter({ hasText: company }).waitFor();
}

/** The Move menu by keyboard alone: Tab to the card's Move button, Enter, Tab to the move, Enter. */
async function moveByKeyboard(page: Page, company: string, move: string) {
  await tabTo(page, page.getByRole('button', { name: `Move ${company}` }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: move }), 6);
  await page.keyboard.press('Enter');
}

/** The Move menu by pointer or finger: the phone's way, where dragging is not at hand. */
async function moveByMenu(page: Page, company: string, move: string) {
  await page.getByRole('button', { name: `Move ${company}` }).click();
  await page.getByRole('button', { name: move }).click();
}

async function dragTo(page: Page, company: string, target: Locator) {
  await card(page, company).dragTo(target);
}

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('the Applications board', () => {
  for (const width of [1280, 375]) {
    it(`at ${width} px: track from a tailored copy, move it to Offer, see what was sent and the funnel, export`, async () => {
      const company = COMPANY;
      const { page, copy } = await memberWithTailoredCopy(width);

      // From the tailored copy's review, one step to the board.
      await page.goto(`/refine?id=${copy.id}`);
      await page
        .getByRole('region', { name: `Tailored for ${ROLE} at ${company}` })
        .waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Track this application' }).click();
      await page.waitForURL(/\/applications$/);
      await waitInColumn(page, 'Saved', company);
      expect(await card(page, company).innerText()).toContain(ROLE);
      await page.getByText('1 of 20 applications').waitFor();
      expect(await reached(page, 'saved')).toBe(1);
      expect(await reached(page, 'applied')).toBe(0);
      expect(await axeFindings(page)).toEqual([]);
      expect(await fitsWidth(page)).toBe(true);
      await saveScreenshot(page, `applications-saved-${width}`);

      // Saved → Applied by keyboard: announced, and the keyboard stays on the card.
      await moveByKeyboard(page, company, 'Move right to Applied');
      await waitInColumn(page, 'Applied', company);
      await page.getByText(`${company} moved to Applied, position 1 of 1.`).waitFor();
      await expect.poll(() => reached(page, 'applied')).toBe(1);
      expect(
        await page
          .getByRole('button', { name: `Move ${company}` })
          .evaluate((b) => b === document.activeElement),
      ).toBe(true);

      // Applied → Interview → Offer: dragged with the mouse at desktop width, the Move menu on a phone.
      if (width >= 1024) {
        await dragTo(page, company, column(page, 'Interview'));
        await waitInColumn(page, 'Interview', company);
        await dragTo(page, company, column(page, 'Offer'));
      } else {
        await moveByMenu(page, company, 'Move right to Interview');
        await waitInColumn(page, 'Interview', company);
        await moveByMenu(page, company, 'Move right to Offer');
      }
      await waitInColumn(page, 'Offer', company);
      await expect.poll(() => reached(page, 'offer')).toBe(1);
      expect(await reached(page, 'interview')).toBe(1);
      expect(await page.locator('[data-response-rate]').innerText()).toBe('100%');
      const interviews = page.getByRole('list', { name: 'Resumes that got interviews' });
      expect(await interviews.innerText()).toContain(`${copy.name}: 1 of 1`);
      await saveScreenshot(page, `applications-offer-${width}`);
      expect(await fitsWidth(page)).toBe(true);

      // What was sent: the copy as it was when marked Applied, with its stage days.
      await card(page, company).getByRole('button', { name: company, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: `${company}: ${ROLE}` });
      await dialog.getByRole('heading', { name: 'What you sent' }).waitFor();
      await dialog.getByText(`Resume: ${copy.name}`).click();
      expect(await dialog.locator('pre').first().innerText()).toContain(longWordsResume().first_name);
      expect(await dialog.getByRole('heading', { name: 'Stages reached' }).count()).toBe(1);
      expect(await axeFindings(page)).toEqual([]);
      await saveScreenshot(page, `applications-details-${width}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // The CSV carries the application at its stage.
      const csv = await downloadVia(page, 'Export CSV');
      expect(csv.name).toBe('applications.csv');
      const text = new TextDecoder().decode(csv.bytes);
      expect(text).toMatch(/company,role,stage/);
      expect(text).toContain(`${company},${ROLE},offer`);

      // The table view, remembered on return.
      await page.getByRole('button', { name: 'Table' }).click();
      await page.reload();
      await page.getByRole('columnheader', { name: 'Last stage date' }).waitFor();
      expect(await axeFindings(page)).toEqual([]);
      expect(await fitsWidth(page)).toBe(true);
      expect(cspViolations(page)).toEqual([]);
      await page.context().close();
    }, 180_000);
  }
});
