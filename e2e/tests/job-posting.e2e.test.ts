import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newVisitor, saveScreenshot } from '../support/browser';
import { bearer, waitForSaved } from '../support/builder';
import { downloadVia } from '../support/downloads';
import { downloadWithKeyboard, pressWithKeyboard, tabTo } from '../support/keyboard';

/**
 * From a job posting to a cover letter, as a guest: fill a resume, paste the posting on Analyze,
 * see which requirements the resume meets and which it lacks, make a tailored copy and review its
 * changes, write the letter from the copy, edit it, and download it as PDF. With a mouse at desktop and phone widths, and with the keyboard alone.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const COMPANY = 'Globex';
const ROLE = 'Platform Engineer';
const POSTING = [
  `${ROLE} at ${COMPANY}`,
  '',
  `About ${COMPANY}`,
  `${COMPANY} runs payment infrastructure for retailers across Europe.`,
  '',
  'Responsibilities',
  '- Build and run the services that settle card payments',
  '- Own our event pipelines on Kafka',
  '',
  'Requirements',
  '- 5+ years of TypeScript',
  '- PostgreSQL in production',
  '- Terraform',
  '- GraphQL APIs',
  '',
  'Benefits',
  '- A learning budget and 30 days of holiday',
].join('\n');
const EDIT = ' I would bring the same care for reliability to the settlement team.';

/** How the person works the page: pointer and typing, or the keyboard alone (Tab, Enter, typing). */
type Driver = {
  name: string;
  /** Replaces a field's text by typing (or pasting, for long text). */
  fill(target: Locator, text: string, paste?: boolean): Promise<void>;
  /** Adds text at the end of a field. */
  append(target: Locator, text: string): Promise<void>;
  /** Presses a button or follows a link. */
  press(target: Locator): Promise<void>;
  download(target: Locator): Promise<{ name: string; bytes: Uint8Array }>;
};

const pointer = (page: Page): Driver => ({
  name: 'pointer',
  fill: (target, text) => target.fill(text),
  append: async (target, text) => {
    await target.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(text);
  },
  press: (target) => target.click(),
  download: async (target) => {
    const name = await target.innerText();
    return downloadVia(page, name.trim());
  },
});

const keyboard = (page: Page): Driver => ({
  name: 'keyboard',
  fill: async (target, text, paste = false) => {
    await tabTo(page, target);
    await page.keyboard.press('ControlOrMeta+A');
    // A paste arrives as one input, as Ctrl+V would deliver it.
    if (paste) await page.keyboard.insertText(text);
    else await page.keyboard.type(text);
  },
  append: async (target, text) => {
    await tabTo(page, target);
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(text);
  },
  press: (target) => pressWithKeyboard(page, target),
  download: (target) => downloadWithKeyboard(page, target),
});

/** A new guest resume filled in the builder: contacts, one position, skills. Returns its id. */
async function fillResume(page: Page, drive: Driver): Promise<string> {
  await page.goto('/start');
  await drive.press(page.getByRole('button', { name: /Start from scratch/ }));
  await page.waitForURL(/\/builder\?id=/);
  const id = new URL(page.url()).searchParams.get('id')!;
  await drive.fill(page.getByLabel('First name'), 'Maria');
  await drive.fill(page.getByLabel('Last name'), 'García');
  await drive.fill(page.getByLabel('Email'), 'maria@example.com');
  await drive.press(page.getByRole('button', { name: 'Next: Experience' }));
  await drive.press(page.getByRole('button', { name: 'Add a position' }));
  await drive.fill(page.getByLabel('Job title'), 'Backend Engineer');
  await drive.fill(page.getByLabel('Company', { exact: true }), 'Acme Payments');
  await drive.fill(page.getByLabel('Start date'), '2019-03');
  await drive.fill(
    page.getByRole('textbox', { name: /achievement 1$/ }),
    'Cut settlement latency by 40% by moving batch jobs to Kafka streams',
  );
  await drive.press(page.getByRole('button', { name: 'Next: Education' }));
  await drive.press(page.getByRole('button', { name: 'Next: Skills' }));
  for (const skill of ['TypeScript', 'PostgreSQL', 'Kafka']) {
    await drive.fill(page.getByLabel('Add a skill'), skill);
    await page.keyboard.press('Enter');
    await page.getByRole('list', { name: 'Skills', exact: true }).getByText(skill, { exact: true }).waitFor();
  }
  await waitForSaved(page);
  return id;
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Nothing on the page is wider than the screen: no sideways scrolling on a phone. */
const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function savedLetter(page: Page, id: string) {
  const response = await fetch(`${baseUrl()}/api/v1/cover-letters/${id}`, {
    headers: { authorization: `Bearer ${await bearer(page)}` },
  });
  return (await response.json()) as { company: string; role: string; paragraphs: string[] };
}

async function savedResume(page: Page, id: string) {
  const response = await fetch(`${baseUrl()}/api/v1/resumes/${id}`, {
    headers: { authorization: `Bearer ${await bearer(page)}` },
  });
  return (await response.json()) as { name: string; data: { summary: string; skills: { name: string }[] } };
}

/**
 * A copy of the resume for this posting, named after its role and company, opened with the posting
 * and the proposed changes: the summary accepted, one missing requirement added ("I have it"), the
 * other skipped. The job match follows at once: what was added is no longer missing.
 */
async function tailoredCopy(page: Page, drive: Driver, resumeId: string, shot: string) {
  await drive.press(page.getByRole('button', { name: 'Make a tailored copy for this job' }));
  await page.waitForURL((url) => url.pathname === '/refine' && url.searchParams.get('id') !== resumeId, {
    timeout: 30_000,
  });
  const copyId = new URL(page.url()).searchParams.get('id')!;
  const review = page.getByRole('region', { name: `Tailored for ${ROLE} at ${COMPANY}` });
  await review.waitFor({ timeout: 30_000 });
  expect(await page.getByLabel('Job description (optional)').inputValue()).toBe(POSTING);
  expect((await savedResume(page, copyId)).name).toBe(`${ROLE} at ${COMPANY}`);

  const card = (title: RegExp) => review.getByRole('listitem').filter({ hasText: title });
  await drive.press(card(/Rewrite the summary/).getByRole('button', { name: 'Accept' }));
  await drive.press(card(/Add Terraform/).getByRole('button', { name: 'I have it, add it' }));
  await drive.press(card(/Add GraphQL/).getByRole('button', { name: 'Skip' }));
  await review.getByText('2 accepted, 1 rejected').waitFor();
  await saveScreenshot(page, `${shot}-tailored`);
  await expect
    .poll(async () => (await page.getByRole('list', { name: /^Missing/ }).innerText()).toLowerCase())
    .not.toMatch(/terraform/);
  await waitForSaved(page);
  const copy = await savedResume(page, copyId);
  expect(copy.data.summary).toMatch(/TypeScript/);
  expect(copy.data.skills.map((s) => s.name)).toContain('Terraform');
  expect(copy.data.skills.map((s) => s.name)).not.toContain('GraphQL');
  // The original is untouched.
  expect((await savedResume(page, resumeId)).data.skills.map((s) => s.name)).not.toContain('Terraform');
}

async function postingToLetter(page: Page, drive: Driver, shot: string) {
  const resumeId = await fillResume(page, drive);

  // Analyze: paste the posting, see what it asks for, met and missing.
  await page.goto(`/refine?id=${resumeId}`);
  await drive.fill(page.getByLabel('Job description (optional)'), POSTING, true);
  const missing = page.getByRole('list', { name: /^Missing/ });
  const matched = page.getByRole('list', { name: /^Matched/ });
  await missing.waitFor({ timeout: 30_000 });
  await matched.waitFor();
  expect((await missing.innerText()).toLowerCase()).toMatch(/terraform/);
  expect((await missing.innerText()).toLowerCase()).toMatch(/graphql/);
  expect((await matched.innerText()).toLowerCase()).toMatch(/postgresql/);
  expect((await matched.innerText()).toLowerCase()).toMatch(/kafka/);
  // Nothing from the benefits or the company's name is asked of the person.
  expect((await missing.innerText()).toLowerCase()).not.toMatch(/globex|holiday/);
  await saveScreenshot(page, `${shot}-requirements`);

  await tailoredCopy(page, drive, resumeId, shot);

  // The cover letter: drafted from the resume and the posting, naming the company and the role.
  await drive.press(page.getByRole('button', { name: 'Write a cover letter' }));
  await page.waitForURL(/\/cover-letters\/[\w-]+$/, { timeout: 30_000 });
  const letterId = new URL(page.url()).pathname.split('/').pop()!;
  await field(page, 'Paragraph 1').waitFor();
  expect(await field(page, 'Company').inputValue()).toBe(COMPANY);
  expect(await field(page, 'Role').inputValue()).toBe(ROLE);
  const paragraphs = page.getByRole('textbox', { name: /^Paragraph \d$/ });
  const body = (
    await paragraphs.evaluateAll((areas) => areas.map((a) => (a as HTMLTextAreaElement).value))
  ).join('\n');
  expect(body).toContain(COMPANY);
  expect(body).toContain(ROLE);
  expect(body).not.toContain('{'); // no template placeholder or echoed prompt
  await page.locator('[data-save-status="saved"]').waitFor();

  // Edited: saved by itself, on the server, without a Save button.
  await drive.append(field(page, 'Paragraph 1'), EDIT);
  await drive.fill(field(page, 'Recipient name'), 'Ana Rivera');
  await expect
    .poll(async () => (await savedLetter(page, letterId)).paragraphs[0] ?? '', { timeout: 15_000 })
    .toContain(EDIT.trim());
  await waitForSaved(page);
  expect(await scrollsSideways(page)).toBe(false);
  await saveScreenshot(page, `${shot}-letter`);

  // Exported as PDF: a real PDF arrives.
  const pdf = await drive.download(page.getByRole('button', { name: 'Download PDF' }));
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
  expect(pdf.bytes.length).toBeGreaterThan(2000);
  return { page, letterId };
}

describe('from a job posting to a cover letter', () => {
  it.each([1280, 375])(
    'at %i px: requirements met and missing, then a letter naming the company and role, edited, saved and downloaded',
    async (width) => {
      const page = await newVisitor(browser, width);
      const { letterId } = await postingToLetter(page, pointer(page), `job-posting-${width}`);
      // The text download carries the edit: what was saved is what is printed.
      const text = await downloadVia(page, 'Download TXT');
      const printed = new TextDecoder().decode(text.bytes);
      expect(printed).toContain(EDIT.trim());
      expect(printed).toContain('Ana Rivera');
      // Listed with the resumes, by role and company.
      await page.goto('/resumes');
      const letterLink = page.locator(`a[href="/cover-letters/${letterId}"]`);
      expect(await letterLink.innerText()).toContain(`${ROLE} at ${COMPANY}`);
      await page.context().close();
    },
    180_000,
  );

  it('by keyboard alone: Tab, Enter and typing, no clicks', async () => {
    const page = await newVisitor(browser, 1280);
    await postingToLetter(page, keyboard(page), 'job-posting-keyboard');
    await page.context().close();
  }, 240_000);
});
