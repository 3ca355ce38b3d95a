import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newVisitor, saveScreenshot } from '../support/browser';
import { waitForSaved } from '../support/builder';
import { downloadVia } from '../support/downloads';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** A resume with every optional list, written the way our own TXT export writes one. */
const RESUME = `Jane Doe
Backend Engineer
jane.doe@example.com | +44 20 7946 0958 | London, UK

EXPERIENCE
Senior Engineer — Acme Payments Ltd
Jan 2020 – Present | London, UK
- Cut payment latency by 40%

EDUCATION
BSc in Computer Science — University of Manchester
2013 – 2016

SKILLS
Go, PostgreSQL, Kubernetes

LANGUAGES
English (Native), German (C1)

CERTIFICATIONS
- AWS Certified Solutions Architect — Amazon Web Services, Mar 2022
- Certified Kubernetes Administrator — CNCF, Jun 2021

PROJECTS
Tiny Compiler — https://github.com/janedoe/tiny-compiler
A C subset compiled to WebAssembly.

LINKS
Portfolio: https://janedoe.dev
`;

const list = (page: Page, name: string) => page.getByRole('region', { name: `${name} (optional)` });

async function goToStep(page: Page, step: string) {
  await page.getByRole('button', { name: `Next: ${step}` }).click();
  await page.getByRole('heading', { level: 2, name: step, exact: true }).waitFor();
}

describe('every part of an uploaded resume can be edited', () => {
  it('upload → edit contacts, links, projects, certifications and languages → the TXT and JSON exports show the edits', async () => {
    const page = await newVisitor(browser);
    await page.goto('/start');
    await page.getByLabel('Resume file').setInputFiles({
      name: 'jane-doe.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(RESUME),
    });
    await page.waitForURL(/review=1/);
    const id = new URL(page.url()).searchParams.get('id')!;
    const certificationsRead = page.getByRole('region', { name: 'Certifications', exact: true });
    expect(await certificationsRead.innerText()).toMatch(/AWS Certified[\s\S]*Certified Kubernetes/);
    await page.getByRole('link', { name: 'Continue to the builder' }).click();
    await page.getByLabel('First name').waitFor();

    // Contacts: a link keeps the label printed before it, and the person's own links have a list.
    const contacts = page.locator('[data-field="contacts"]');
    expect(await contacts.getByLabel('Link or handle').inputValue()).toBe('https://janedoe.dev');
    expect(await contacts.getByLabel('Label').inputValue()).toBe('Portfolio');
    await contacts.getByLabel('Label').fill('Work samples');
    const links = list(page, 'Links');
    await links.getByRole('button', { name: 'Add a link' }).click();
    await page.keyboard.type('Conference talk');
    await links.getByLabel('URL').fill('https://youtu.be/abc123');

    await goToStep(page, 'Experience');
    const projects = list(page, 'Projects');
    expect(await projects.getByLabel('Project name').inputValue()).toBe('Tiny Compiler');
    await projects.getByLabel('Description').fill('Compiles a C subset to WebAssembly in 3,000 lines.');
    await projects.getByRole('button', { name: 'Add a project' }).click();
    await page.keyboard.type('Resume Parser');
    await projects.getByLabel('URL').nth(1).fill('https://github.com/janedoe/parser');

    await goToStep(page, 'Education');
    const certifications = list(page, 'Certifications');
    await certifications
      .getByRole('button', { name: 'Move Certified Kubernetes Administrator, CNCF up' })
      .click();
    await certifications.getByLabel('Issued by').first().fill('Cloud Native Computing Foundation');
    await certifications
      .getByRole('button', { name: 'Remove AWS Certified Solutions Architect, Amazon Web Services' })
      .click();

    await goToStep(page, 'Skills');
    const languages = list(page, 'Languages');
    await languages.getByLabel('Level').nth(1).fill('C2');
    await languages.getByRole('button', { name: 'Add a language' }).click();
    await page.keyboard.type('French');
    await languages.getByLabel('Level').nth(2).fill('B1');
    await saveScreenshot(page, 'builder-languages');
    await waitForSaved(page);

    await page.goto(`/export?id=${id}`);
    await page.getByRole('button', { name: 'Download TXT' }).click();
    await page.getByRole('dialog', { name: 'Create your free account' }).waitFor();
    const txt = new TextDecoder().decode((await downloadVia(page, 'Download as guest')).bytes);
    expect(txt).toContain('LANGUAGES\nEnglish (Native), German (C2), French (B1)');
    expect(txt).toContain(
      'CERTIFICATIONS\n- Certified Kubernetes Administrator — Cloud Native Computing Foundation, Jun 2021\n\n',
    );
    expect(txt).not.toContain('AWS Certified');
    expect(txt).toContain(
      'PROJECTS\nTiny Compiler — https://github.com/janedoe/tiny-compiler\nCompiles a C subset to WebAssembly in 3,000 lines.\n\nResume Parser — https://github.com/janedoe/parser',
    );
    expect(txt).toMatch(/^Jane Doe\nBackend Engineer\n.*\| Work samples: https:\/\/janedoe\.dev\n/);
    expect(txt).toMatch(/LINKS\nConference talk: https:\/\/youtu\.be\/abc123\n$/);

    const json = JSON.parse(new TextDecoder().decode((await downloadVia(page, 'Download JSON')).bytes));
    expect(json.contacts).toEqual([{ type: 'website', value: 'https://janedoe.dev', label: 'Work samples' }]);
    expect(json.extras).toEqual({
      links: [{ label: 'Conference talk', url: 'https://youtu.be/abc123' }],
      projects: [
        {
          name: 'Tiny Compiler',
          description: 'Compiles a C subset to WebAssembly in 3,000 lines.',
          url: 'https://github.com/janedoe/tiny-compiler',
        },
        { name: 'Resume Parser', description: '', url: 'https://github.com/janedoe/parser' },
      ],
      certifications: [
        {
          name: 'Certified Kubernetes Administrator',
          issuer: 'Cloud Native Computing Foundation',
          date: '2021-06',
        },
      ],
      languages: [
        { name: 'English', level: 'Native' },
        { name: 'German', level: 'C2' },
        { name: 'French', level: 'B1' },
      ],
    });
    await page.context().close();
  });
});
