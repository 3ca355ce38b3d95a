import { PRODUCT_NAME, type Resume, type Tokens } from '@resume/core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfPages } from '../../apps/api/test/support/pdf-text';
import { cspViolations, launchBrowser, newVisitor, saveScreenshot } from '../support/browser';
import { startFromScratch, waitForSaved } from '../support/builder';
import { downloadVia } from '../support/downloads';
import { type RunningServer, startServer } from '../support/server';

const WATERMARK = `Created with ${PRODUCT_NAME}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const preview = (page: Page) => page.getByTestId('resume-preview');

describe('templates, preview and export', () => {
  it('a guest picks a template, watches the preview follow, and downloads a watermarked PDF and a TXT', async () => {
    const page = await newVisitor(browser);
    const id = await startFromScratch(page);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Location').fill('London, UK');
    await waitForSaved(page);

    await page.goto(`/refine?id=${id}`);
    await expect.poll(() => preview(page).getAttribute('data-template'), { timeout: 20_000 }).toBe('classic');
    expect(await preview(page).getAttribute('data-watermark')).toBe('true');

    await page.locator('[data-template-option="modern"]').click();
    await expect.poll(() => preview(page).getAttribute('data-template'), { timeout: 10_000 }).toBe('modern');
    expect(await page.locator('[data-template-option="modern"]').getAttribute('aria-pressed')).toBe('true');
    await waitForSaved(page);

    // A Pro template may be looked at, but choosing it leads to the upgrade.
    await page.locator('[data-template-option="executive"]').click();
    await expect
      .poll(() => preview(page).getAttribute('data-template'), { timeout: 10_000 })
      .toBe('executive');
    await saveScreenshot(page, 'refine-preview');
    await page.getByRole('link', { name: 'Use Executive with Pro' }).click();
    await page.waitForURL(/\/upgrade\?template=executive/);
    await page.getByText('Pro — 3 months').waitFor();
    expect(await page.getByTestId('price-pro_3m').innerText()).toBe('$40');
    // The buy button is worded from the plan too (the purchase itself: payments.e2e.test.ts).
    expect(await page.getByRole('button', { name: 'Get Pro — $40 for 3 months' }).count()).toBe(1);

    await page.goto(`/export?id=${id}`);
    // Guests are offered an account before their first download, and may download as a guest.
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await page.getByRole('dialog', { name: 'Create your free account' }).waitFor();
    const pdf = await downloadVia(page, 'Download as guest');
    expect(pdf.name).toBe('Ada-Lovelace-Resume.pdf');
    expect(new TextDecoder().decode(pdf.bytes.subarray(0, 5))).toBe('%PDF-');
    const pages = await readPdfPages(pdf.bytes);
    expect(pages[0]!.text).toContain('Ada Lovelace');
    for (const each of pages) expect(each.text).toContain(WATERMARK);

    const txt = await downloadVia(page, 'Download TXT');
    expect(txt.name).toBe('Ada-Lovelace-Resume.txt');
    expect(new TextDecoder().decode(txt.bytes)).toMatch(/^Ada Lovelace\nLondon, UK\n/);

    const comparison = page.getByRole('table', { name: 'Free and Pro compared' });
    expect(await comparison.innerText()).toMatch(
      /Pro — 3 months[\s\S]*\$40[\s\S]*14-day money-back guarantee/,
    );
    await saveScreenshot(page, 'export');
    // The preview (worker, WebAssembly, pdf.js) and the downloads work within the CSP.
    expect(cspViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('on a phone the preview opens from a button, without sideways scrolling', async () => {
    const page = await newVisitor(browser, 390, 844);
    const id = await startFromScratch(page);
    await page.getByLabel('First name').fill('Grace');
    await waitForSaved(page);
    await page.goto(`/refine?id=${id}`);
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => preview(page).getAttribute('data-template'), { timeout: 20_000 }).toBe('classic');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await saveScreenshot(page, 'refine-preview-mobile');
    await page.context().close();
  });
});

describe('a Pro user', () => {
  const ADMIN_API_TOKEN = 'e2e-admin-token-0123456789abcdef';
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { ADMIN_API_TOKEN } });
  });
  afterAll(() => server.stop());

  async function api<T>(path: string, init: { method?: string; token: string; body?: unknown }): Promise<T> {
    const response = await fetch(`${server.url}/api/v1${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { authorization: `Bearer ${init.token}`, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  it('downloads a clean PDF, in a Pro template', async () => {
    const password = 'Journey1password';
    const signup = await fetch(`${server.url}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `pro-${Date.now()}@example.com`, password, confirm_password: password }),
    });
    const tokens = (await signup.json()) as Tokens;
    const me = await api<{ id: string }>('/user/me', { token: tokens.access_token });
    await api(`/users/${me.id}/premium/enable`, { method: 'PATCH', token: ADMIN_API_TOKEN });
    const resume = await api<Resume>('/resumes', {
      token: tokens.access_token,
      body: {
        name: 'Pro resume',
        template: 'executive',
        data: { first_name: 'Katherine', last_name: 'Johnson' },
      },
    });

    const context = await browser.newContext({ baseURL: server.url });
    await context.addInitScript((tokens) => localStorage.setItem('session', JSON.stringify(tokens)), {
      access_token: tokens.access_token,
      refresh_token: tokens.refresh_token,
      token_type: tokens.token_type,
    });
    const page = await context.newPage();
    await page.goto(`/export?id=${resume.id}`);
    await page.getByText('Ready to print and send, without a watermark.').waitFor();
    const pdf = await downloadVia(page, 'Download PDF');
    expect(pdf.name).toBe('Katherine-Johnson-Resume.pdf');
    const pages = await readPdfPages(pdf.bytes);
    expect(pages[0]!.text).toContain('Katherine Johnson');
    for (const each of pages) expect(each.text).not.toContain(WATERMARK);
    await context.close();
  });
});
