import { pdf } from '@react-pdf/renderer';
import { emptyResumeData, PRODUCT_NAME, type ResumeData, resumeDataSchema, TEMPLATES } from '@resume/core';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ResumeDocument, renderResumePdf, TEMPLATE_IDS } from '../src/index';
import { normalise, readPdf } from './pdf-text';

const short: ResumeData = resumeDataSchema.parse({
  first_name: 'Ada',
  last_name: 'Lovelace',
  title: 'Analyst',
  email: 'ada@example.com',
  experience: [{ job_title: 'Analyst', company: 'Analytical Engines', start_date: '1842-01' }],
});

describe('renderResumePdf', () => {
  it('offers exactly the templates of the catalogue', () => {
    expect([...TEMPLATE_IDS].sort()).toEqual(TEMPLATES.map((t) => t.id).sort());
  });

  it('returns the bytes of a PDF file', async () => {
    const bytes = await renderResumePdf(short, { template: 'classic' });
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');
  });

  it('refuses a template that does not exist, naming it', async () => {
    await expect(renderResumePdf(short, { template: 'fancy' })).rejects.toThrow(
      /Unknown resume template "fancy"/,
    );
    await expect(renderResumePdf(short, { template: 'toString' })).rejects.toThrow(/Unknown resume template/);
  });

  it('prints on A4 by default and on US Letter when asked', async () => {
    const a4 = await readPdf(await renderResumePdf(short, { template: 'modern' }));
    const letter = await readPdf(await renderResumePdf(short, { template: 'modern', paper: 'LETTER' }));
    expect([Math.round(a4.pages[0]!.width), Math.round(a4.pages[0]!.height)]).toEqual([595, 842]);
    expect([Math.round(letter.pages[0]!.width), Math.round(letter.pages[0]!.height)]).toEqual([612, 792]);
  });

  it('titles the file after the person, or as asked', async () => {
    expect((await readPdf(await renderResumePdf(short, { template: 'classic' }))).title).toBe(
      'Ada Lovelace – Resume',
    );
    const titled = await readPdf(
      await renderResumePdf(short, { template: 'classic', title: 'Ada – Analyst' }),
    );
    expect(titled.title).toBe('Ada – Analyst');
  });

  it('exports the same document as a component for react-pdf viewers', async () => {
    const element = createElement(ResumeDocument, { data: short, template: 'elegant', watermark: true });
    const blob = await pdf(element).toBlob();
    const { text } = await readPdf(new Uint8Array(await blob.arrayBuffer()));
    expect(text).toContain('ada lovelace');
    expect(text).toContain(normalise(`Created with ${PRODUCT_NAME}`));
  });
});

describe.each(TEMPLATES.map((t) => t.id))('a sparse resume in the %s template', (template) => {
  it('renders an empty resume as a blank page without headings', async () => {
    const { pages, text } = await readPdf(await renderResumePdf(emptyResumeData(), { template }));
    expect(pages).toHaveLength(1);
    expect(text).toBe('');
  });

  it('shows only the sections that have content, with no stray separators', async () => {
    const { text } = await readPdf(await renderResumePdf(short, { template }));
    expect(text).toContain('experience');
    for (const absent of [
      'summary',
      'education',
      'skills',
      'languages',
      'certifications',
      'projects',
      'links',
    ]) {
      expect(text).not.toContain(absent);
    }
    expect(text).toContain('jan 1842');
    expect(text).not.toMatch(/(^|\s)[·|,–]\s*($|[·|,–])/);
    expect(text).not.toMatch(/[·|,–]\s*$/);
    expect(text).toMatch(/analytical engines (?![·|,–])/);
  });
});
