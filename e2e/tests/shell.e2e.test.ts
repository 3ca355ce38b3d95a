import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor, saveScreenshot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function heading(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
}

describe('first visit', () => {
  it('creates a guest session, lands on Create and shows the login icon', async () => {
    const page = await newVisitor(browser);
    const me = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/me'));
    await page.goto('/');
    const user = await (await me).json();
    expect(user).toMatchObject({ is_registered: false, email: null });
    await expect.poll(() => page.url()).toMatch(/\/start$/);
    expect(await heading(page)).toBe('Create your resume');
    const login = page.getByRole('link', { name: 'Log in' });
    expect(await login.getAttribute('href')).toBe('/login');
    const stored = await page.evaluate(() => ({
      session: localStorage.getItem('session'),
      guestId: localStorage.getItem('guest_id'),
    }));
    expect(JSON.parse(stored.session ?? '{}')).toMatchObject({ token_type: 'bearer' });
    expect(stored.guestId).toBe(user.guest_id);
    await page.context().close();
  });

  it('keeps the same guest across a reload', async () => {
    const page = await newVisitor(browser);
    const guestId = () => page.evaluate(() => localStorage.getItem('guest_id'));
    await page.goto('/start');
    await expect.poll(guestId).not.toBeNull();
    const first = await guestId();
    // The first visit's own /user/me must be answered before listening, or the listener could take
    // that one, whose body the reload then discards.
    await page.waitForLoadState('networkidle');
    const me = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/me'));
    await page.reload();
    expect((await (await me).json()).guest_id).toBe(first);
    expect(await guestId()).toBe(first);
    await page.context().close();
  });
});

describe('step bar', () => {
  it('navigates by step and by arrows, marking the current step', async () => {
    const page = await newVisitor(browser);
    await page.goto('/start');
    const steps = page.getByRole('navigation', { name: 'Steps' });
    await steps.getByRole('link', { name: /Builder/ }).click();
    await expect.poll(() => page.url()).toMatch(/\/builder$/);
    // The address changes before the new page has drawn: wait for it rather than race it.
    await expect.poll(() => heading(page)).toBe('Builder');
    await expect
      .poll(() => steps.getByRole('link', { name: /Builder/ }).getAttribute('aria-current'))
      .toBe('step');

    await page.getByRole('button', { name: 'Next: Analyze' }).click();
    await expect.poll(() => page.url()).toMatch(/\/refine$/);
    await page.getByRole('button', { name: 'Next: Export' }).click();
    await expect.poll(() => page.url()).toMatch(/\/export$/);
    await expect.poll(() => page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Back to Analyze' }).click();
    await expect.poll(() => page.url()).toMatch(/\/refine$/);
    await page.getByRole('link', { name: 'ResumeCraft home' }).click();
    await expect.poll(() => page.url()).toMatch(/\/start$/);
    await expect.poll(() => page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    await page.context().close();
  });
});

describe('deep links', () => {
  it.each([
    ['/export', 'Export'],
    ['/builder', 'Builder'],
    ['/auth/reset-password?token=x', 'Choose a new password'],
    ['/payment/success', 'Thank you for your purchase'],
  ])('%s loads and survives a reload', async (path, title) => {
    const page = await newVisitor(browser);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
    await page.context().close();
  });

  it('protected routes send a guest to /login, remembering where they came from', async () => {
    const page = await newVisitor(browser);
    await page.goto('/profile-settings');
    await expect.poll(() => page.url()).toContain('/login?redirect=%2Fprofile-settings');
    await page.context().close();
  });
});

describe('analytics', () => {
  it('sends a page_view for each route change without blocking navigation', async () => {
    const page = await newVisitor(browser);
    const batches: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/analytics/events')) batches.push(r);
    });
    await page.goto('/start');
    await page
      .getByRole('navigation', { name: 'Steps' })
      .getByRole('link', { name: /Export/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Export' }).waitFor();
    await expect.poll(() => batches.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const paths = batches
      .flatMap((r) => (r.postDataJSON() as { events: { name: string; path: string }[] }).events)
      .map((e) => `${e.name} ${e.path}`);
    expect(paths).toEqual(expect.arrayContaining(['page_view /start', 'page_view /export']));
    await page.context().close();
  });
});

describe('header layout', () => {
  it.each([
    [375, 'mobile'],
    [1280, 'desktop'],
  ])('fits at %ipx (%s) and shows the step bar', async (width, label) => {
    const page = await newVisitor(browser, width, 800);
    await page.goto('/builder');
    await page.getByRole('heading', { level: 1, name: 'Builder' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const createLabel = page.getByRole('navigation', { name: 'Steps' }).getByText('Create', { exact: true });
    const visibleWidth = (await createLabel.boundingBox())?.width ?? 0;
    // Below 768px only the current step keeps its label; above, every label shows.
    if (width < 768) expect(visibleWidth).toBeLessThanOrEqual(1);
    else expect(visibleWidth).toBeGreaterThan(20);
    expect(await page.getByRole('link', { name: 'Builder' }).isVisible()).toBe(true);
    await saveScreenshot(page, `header-${label}-${width}`);
    await page.context().close();
  });
});
