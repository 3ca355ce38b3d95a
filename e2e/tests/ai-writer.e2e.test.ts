import { LIMITS, OFFLINE_WRITER_NAME, type Tokens } from '@resume/core';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspViolations, launchBrowser, newVisitor, saveScreenshot } from '../support/browser';
import { startFromScratch, waitForSaved } from '../support/builder';
import { type RunningServer, startServer } from '../support/server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const ACHIEVEMENT = 'responsible for managing the deployments of our payment services';
const IMPROVE = 'Improve achievement 1, Backend Engineer at Acme Payments';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const pill = (page: Page) => page.getByTestId('credits-pill');
const suggestion = (page: Page, name: string) => page.getByRole('region', { name });

/** Waits until a suggestion has streamed to its end (its Accept, or Copy for advice, is offered). */
async function answered(panel: Locator, action: 'Accept' | 'Copy'): Promise<void> {
  await panel.getByRole('button', { name: action }).waitFor({ timeout: 20_000 });
}

async function resumeWithOneRole(page: Page): Promise<string> {
  const id = await startFromScratch(page);
  await page.getByLabel('First name').fill('Maria');
  await page.getByLabel('Last name').fill('García');
  await page.getByRole('button', { name: 'Next: Experience' }).click();
  await page.getByRole('button', { name: 'Add a position' }).click();
  await page.getByLabel('Job title').fill('Backend Engineer');
  await page.getByLabel('Company', { exact: true }).fill('Acme Payments');
  await page.getByLabel('Start date').fill('2021-03');
  await page.getByRole('textbox', { name: /achievement 1$/ }).fill(ACHIEVEMENT);
  await waitForSaved(page);
  return id;
}

describe('improving the resume with AI (offline writer)', () => {
  it('improves an achievement with a diff to accept, then spends every free credit and explains the no-credits state', async () => {
    const page = await newVisitor(browser);
    const id = await resumeWithOneRole(page);
    expect(await pill(page).innerText()).toContain(`${LIMITS.freeAiCredits} AI credits`);

    // 1. Improve an achievement in the refine editor, beside the live preview.
    await page.goto(`/refine?id=${id}&tab=editor`);
    const preview = page.getByTestId('resume-preview');
    await expect.poll(() => preview.getAttribute('data-template'), { timeout: 20_000 }).toBe('classic');
    await page.getByRole('button', { name: IMPROVE }).click();
    const panel = suggestion(page, 'Suggestion for achievement 1');
    await answered(panel, 'Accept');
    expect(await panel.getByTestId('ai-writer-name').innerText()).toContain(OFFLINE_WRITER_NAME);
    const diff = panel.getByTestId('suggestion-diff');
    expect(await diff.locator('del').count()).toBeGreaterThan(0);
    expect(await diff.locator('ins').count()).toBeGreaterThan(0);
    expect(await diff.locator('del').first().innerText()).toMatch(/responsible/);
    await saveScreenshot(page, 'ai-improve-diff');

    await panel.getByRole('button', { name: 'Accept' }).click();
    const field = page.getByRole('textbox', { name: /achievement 1$/ });
    const improved = await field.inputValue();
    expect(improved).not.toBe(ACHIEVEMENT);
    expect(improved.length).toBeGreaterThan(10);
    // The live preview follows, as for typing…
    await expect
      .poll(async () => squash((await page.getByTestId('resume-preview-text').textContent()) ?? ''), {
        timeout: 20_000,
      })
      .toContain(squash(improved));
    // …and autosave keeps it.
    await waitForSaved(page);
    await expect.poll(() => pill(page).innerText()).toContain(`${LIMITS.freeAiCredits - 1} AI credits`);

    // 2. Improve the improved line: it comes back as it is, which costs nothing; rejected, the text stays.
    await page.getByRole('button', { name: IMPROVE }).click();
    await answered(panel, 'Accept');
    expect(await panel.getByTestId('repeated-answer').innerText()).toBe(
      'Nothing to change in this line — no credit used.',
    );
    await panel.getByRole('button', { name: 'Reject' }).click();
    expect(await field.inputValue()).toBe(improved);
    await expect.poll(() => pill(page).innerText()).toContain(`${LIMITS.freeAiCredits - 1} AI credits`);

    // 3. Tailor to a job on Analyze: advice, shown with Copy and no Accept.
    await page.getByRole('tab', { name: 'Analysis' }).click();
    await page
      .getByLabel('Job description (optional)')
      .fill('Backend engineer for our payments platform: Kafka, PostgreSQL, on-call.');
    await page.getByRole('button', { name: 'Tailor to this job' }).click();
    const advice = suggestion(page, 'How to tailor your resume to this job');
    await answered(advice, 'Copy');
    expect(await advice.getByRole('button', { name: 'Accept' }).count()).toBe(0);
    expect((await advice.innerText()).length).toBeGreaterThan(40);

    // 4. Write my summary, in the editor.
    await page.getByRole('tab', { name: 'Editor' }).click();
    await page.getByRole('button', { name: 'Write my summary' }).click();
    const summary = suggestion(page, 'Suggested summary');
    await answered(summary, 'Accept');
    await summary.getByRole('button', { name: 'Accept' }).click();
    expect((await page.getByLabel('Professional summary').inputValue()).length).toBeGreaterThan(20);
    await waitForSaved(page);

    // 5. The AI Writer page, from this resume.
    await page.goto(`/ai-writer?id=${id}`);
    await page.getByRole('radio', { name: 'Cover letter' }).check();
    await page.getByLabel('What should it say?').fill('Backend Engineer at Northwind, payments team.');
    await page.getByRole('button', { name: 'Generate' }).click();
    const letter = suggestion(page, 'Your cover letter');
    await answered(letter, 'Copy');
    await expect.poll(() => pill(page).innerText()).toContain('1 AI credit');
    // 6. The last credit, on a summary.
    await page.getByRole('radio', { name: 'Summary' }).check();
    await page.getByRole('button', { name: 'Generate' }).click();
    await answered(suggestion(page, 'Your summary'), 'Copy');
    await expect.poll(() => pill(page).innerText()).toContain('No AI credits');

    // Out of credits: every AI offer explains and leads to the upgrade, without failing.
    const noCredits = page.getByTestId('no-credits');
    expect(await noCredits.first().innerText()).toContain(
      `You've used your ${LIMITS.freeAiCredits} free AI credits. Upgrade to Pro for unlimited AI.`,
    );
    await page.goto(`/refine?id=${id}&tab=editor`);
    await page.setViewportSize({ width: 375, height: 800 });
    const improve = page.getByRole('button', { name: IMPROVE });
    await improve.click();
    await noCredits.waitFor();
    expect(await noCredits.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/upgrade',
    );
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    for (const element of [improve, pill(page), noCredits.getByRole('link', { name: 'Upgrade to Pro' })]) {
      const box = await element.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    }
    await saveScreenshot(page, 'ai-no-credits-375');
    await pill(page).click();
    await page.waitForURL(/\/upgrade/);
    expect(cspViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('works by keyboard alone: Tab to Improve, Enter, Tab to Accept, Enter', async () => {
    const page = await newVisitor(browser);
    await resumeWithOneRole(page);
    const field = page.getByRole('textbox', { name: /achievement 1$/ });
    await field.focus();
    await page.keyboard.press('Tab');
    const focused = () =>
      page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim(),
      );
    expect(await focused()).toBe(IMPROVE);
    await page.keyboard.press('Enter');
    await answered(suggestion(page, 'Suggestion for achievement 1'), 'Accept');
    for (let i = 0; i < 6 && (await focused()) !== 'Accept'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('Accept');
    await page.keyboard.press('Enter');
    expect(await field.inputValue()).not.toBe(ACHIEVEMENT);
    // Focus returns to the button that asked.
    expect(await focused()).toBe(IMPROVE);
    await page.context().close();
  });
});

describe('a Pro user', () => {
  const ADMIN_API_TOKEN = 'e2e-admin-token-ai-writer-0123456789';
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { ADMIN_API_TOKEN } });
  });
  afterAll(() => server.stop());

  async function proTokens(): Promise<Tokens> {
    const password = 'Journey1password';
    const post = (path: string, body: unknown, token?: string, method = 'POST') =>
      fetch(`${server.url}/api/v1${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const tokens = (await (
      await post('/auth/signup', {
        email: `pro-ai-${Date.now()}@example.com`,
        password,
        confirm_password: password,
      })
    ).json()) as Tokens;
    const me = (await (await post('/user/me', undefined, tokens.access_token, 'GET')).json()) as {
      id: string;
    };
    const enabled = await post(`/users/${me.id}/premium/enable`, undefined, ADMIN_API_TOKEN, 'PATCH');
    expect(enabled.ok).toBe(true);
    return tokens;
  }

  it('finds the Resumes, AI Writer and Editor tabs in the menu on a phone, no credit count, and writes freely', async () => {
    const tokens = await proTokens();
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 375, height: 800 } });
    await context.addInitScript((session) => localStorage.setItem('session', JSON.stringify(session)), {
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      token_type: tokens.token_type,
    });
    const page = await context.newPage();
    await page.goto('/start');
    // Below 768 px the Pro tabs are in the header's menu.
    await page.getByRole('button', { name: 'Menu' }).click();
    const tabs = page.getByRole('navigation', { name: 'Menu' });
    for (const name of ['Resumes', 'AI Writer', 'Editor']) {
      const box = await tabs.getByRole('link', { name }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    }
    expect(await pill(page).count()).toBe(0);

    await tabs.getByRole('link', { name: 'AI Writer' }).click();
    await page.waitForURL(/\/ai-writer/);
    await page.getByRole('radio', { name: 'Free writing' }).check();
    await page.getByLabel('What should it say?').fill('A LinkedIn headline for a backend engineer.');
    await page.getByRole('button', { name: 'Generate' }).click();
    await answered(suggestion(page, 'Your free writing'), 'Copy');
    expect(await page.getByTestId('no-credits').count()).toBe(0);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'ai-writer-pro-375');
    await context.close();
  });
});
