import type { ResumeData } from '@resume/core';
import { arrangedResume, completeResume } from '@resume/core/testing';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { renderResumeDocx, renderResumePdf } from '../src/index';
import { readPdf } from './pdf-text';

/** The templates of issue 37's first round; each new one is held to the same in its own tests. */
const TEMPLATES = ['classic', 'modern', 'executive', 'sidebar', 'compact', 'elegant'] as const;

/** The complete resume the person's way: reordered, experience renamed, summary hidden, a section of their own. */
const arranged: ResumeData = arrangedResume(
  {
    order: ['education', 'custom:vol', 'experience'],
    headings: { experience: 'Work history' },
    hidden: ['summary'],
  },
  'Volunteering',
);

const SUMMARY = 'senior software engineer with eleven years';

describe.each(TEMPLATES)('the %s template, arranged', (template) => {
  it('PDF: prints the chosen order and headings, the custom section, and not the hidden one', async () => {
    const { text } = await readPdf(await renderResumePdf(arranged, { template, paper: 'A4' }));
    const education = text.indexOf('education');
    const volunteering = text.indexOf('volunteering');
    const work = text.indexOf('work history');
    expect(education).toBeGreaterThan(0);
    expect(volunteering).toBeGreaterThan(education);
    expect(work).toBeGreaterThan(volunteering);
    expect(text).toContain('code club mentor');
    expect(text).toContain('taught scratch and python to 40 children');
    expect(text).not.toContain(SUMMARY);
    expect(text).not.toMatch(/\bexperience\b(?! \()/);
  }, 30_000);

  it('Word: Heading 1 paragraphs in the chosen order, the custom entry as a Heading 2', async () => {
    const files = unzipSync(await renderResumeDocx(arranged, { template }));
    const document = strFromU8(files['word/document.xml']!);
    const headings = [...document.matchAll(/<w:p>.*?<\/w:p>/gs)]
      .map((m) => m[0])
      .filter((p) => p.includes('<w:pStyle w:val="Heading1"/>'))
      .map((p) => [...p.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''));
    expect(headings.slice(0, 3)).toEqual(['Education', 'Volunteering', 'Work history']);
    expect(headings).not.toContain('Summary');
    expect(headings).not.toContain('Experience');
    expect(document).toContain('Code Club mentor');
    expect(document).not.toContain('Senior software engineer with eleven years');
  }, 30_000);
});

describe('a resume without choices', () => {
  it("prints the template's own order as before (modern puts skills second)", async () => {
    const { text } = await readPdf(
      await renderResumePdf(completeResume(), { template: 'modern', paper: 'A4' }),
    );
    expect(text.indexOf('skills')).toBeGreaterThan(0);
    expect(text.indexOf('skills')).toBeLessThan(text.indexOf('northwind payments'));
    expect(text).toContain(SUMMARY);
  }, 30_000);
});
