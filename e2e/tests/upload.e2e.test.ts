import { buildPdf, minimalDocx, sampleResumePdf } from '@resume/parser/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor, saveScreenshot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const uploadZone = (page: Page) => page.getByRole('region', { name: 'Upload a resume' });
const readSection = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

const SPLIT = 'We were not sure where the job title ends and the company begins.';

async function openStart(page: Page) {
  await page.goto('/start');
  await uploadZone(page).waitFor();
}

/** A DOCX that holds a name and an email only: the rest must be pointed out. */
const sparseDocx = () =>
  minimalDocx(
    ['Ada Lovelace', 'ada@example.com'].map((text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`).join(''),
  );

describe('upload on the start page', () => {
  it('a PDF chosen with the picker shows progress, then what was read with its checks, then the builder', async () => {
    const page = await newVisitor(browser);
    await openStart(page);
    // Hold the upload back for a moment, so the progress messages can be seen rotating, and add a
    // check to the server's answer as the parser gives for a title and company it could not split.
    await page.route('**/api/v1/resumes/upload', async (route) => {
      await new Promise((r) => setTimeout(r, 2_000));
      const response = await route.fetch();
      const answer = await response.json();
      await route.fulfill({
        response,
        json: { ...answer, checks: [{ field: 'experience.0.company', message: SPLIT }] },
      });
    });
    await page.getByLabel('Resume file').setInputFiles({
      name: 'jane-doe.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(sampleResumePdf()),
    });
    expect(await uploadZone(page).innerText()).toMatch(/jane-doe\.pdf · \d+ KB/);
    const progress = uploadZone(page).getByRole('status');
    expect(await progress.innerText()).toBe('Reading your file…');
    await expect.poll(() => progress.innerText(), { timeout: 3_000 }).toBe('Finding your experience…');

    await page.waitForURL(/\/builder\?id=[^&]+&review=1/);
    await page.getByRole('heading', { name: 'Check what we read' }).waitFor();
    expect(await readSection(page, 'Contact').innerText()).toMatch(
      /Jane Q\. Doe[\s\S]*jane\.doe@example\.com/,
    );
    const position = readSection(page, 'Experience').getByRole('article', { name: 'Position 1' });
    expect(await position.innerText()).toContain('Acme Payments Ltd');
    expect(await page.getByRole('heading', { name: '1 thing to check' }).count()).toBe(1);
    const mark = position.getByRole('note', { name: `Check this: ${SPLIT}` });
    await saveScreenshot(page, 'upload-review');

    await mark.getByRole('link', { name: /^Edit this/ }).click();
    await page.waitForURL(/step=experience/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-field')))
      .toBe('experience.0.company');
    await page.goBack();
    await page.getByRole('link', { name: 'Continue to the builder' }).click();
    await page.waitForURL(/\/builder\?id=[^&]+&step=contacts/);
    expect(await page.getByLabel('First name').inputValue()).toBe('Jane');
    expect(await page.getByLabel('Last name').inputValue()).toBe('Doe');
    expect(await page.getByLabel('Email').inputValue()).toBe('jane.doe@example.com');
    await page.context().close();
  });

  it('on a phone, a dropped DOCX shows what could not be read, on the review and in the builder, after a reload too', async () => {
    const page = await newVisitor(browser, 375, 800);
    await openStart(page);
    const base64 = Buffer.from(sparseDocx()).toString('base64');
    const dataTransfer = await page.evaluateHandle((content) => {
      const bytes = Uint8Array.from(atob(content), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], 'ada.docx'));
      return transfer;
    }, base64);
    for (const type of ['dragenter', 'dragover', 'drop']) {
      await uploadZone(page).dispatchEvent(type, { dataTransfer });
    }

    await page.waitForURL(/\/builder\?id=[^&]+&review=1/);
    const experience = readSection(page, 'Experience');
    await experience.waitFor();
    expect(await experience.innerText()).toContain('Nothing was read here — you can add it in the builder.');
    expect(await page.getByRole('heading', { name: 'Nothing looked uncertain' }).count()).toBe(1);
    expect(await page.getByText('Could not find any work experience').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreenshot(page, 'upload-review-phone');
    await page.reload();
    await experience.waitFor();
    // On by keyboard alone: the review must never need a pointer.
    await page.getByRole('link', { name: 'Continue to the builder' }).focus();
    await page.keyboard.press('Enter');

    await page.waitForURL(/\/builder\?id=[^&]+&step=contacts/);
    const notice = page.getByRole('region', { name: 'About your uploaded resume' });
    expect(await notice.innerText()).toContain('Could not find any work experience');
    expect(await page.getByLabel('First name').inputValue()).toBe('Ada');
    expect(await page.getByLabel('Location').getAttribute('aria-invalid')).toBe('true');
    await saveScreenshot(page, 'upload-builder-notice');

    await page.reload();
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await page.reload();
    await page.getByLabel('First name').waitFor();
    expect(await notice.count()).toBe(0);
    await page.context().close();
  });

  it('a file it cannot read shows the error and stays on the start page', async () => {
    const page = await newVisitor(browser);
    await openStart(page);
    const picker = page.getByLabel('Resume file');
    const alert = uploadZone(page).getByRole('alert');

    await picker.setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0xff, 0xfe]),
    });
    await expect
      .poll(() => alert.innerText())
      .toMatch(/Upload failed: resume\.pdf\s+This file type is not supported/);

    await picker.setInputFiles({
      name: 'scan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(buildPdf([[]])),
    });
    await expect
      .poll(() => alert.innerText())
      .toMatch(/Failed to process resume: scan\.pdf\s+No text was found in this PDF/);
    await saveScreenshot(page, 'upload-error');
    expect(new URL(page.url()).pathname).toBe('/start');
    await page.context().close();
  });
});
