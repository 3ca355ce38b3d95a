import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEMPLATES, WATERMARK_TEXT } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { renderResumeDocx } from '../src/index';
import { normalise, readPdf } from './pdf-text';

const fullResume = completeResume();

/** The parts of a .docx that say what Word shows: the body, the styles and the footer. */
async function partsOf(template: string, watermark: boolean) {
  const files = unzipSync(await renderResumeDocx(fullResume, { template, watermark }));
  const footers = Object.keys(files).filter((name) => /^word\/footer\d*\.xml$/.test(name));
  return {
    document: strFromU8(files['word/document.xml']!),
    styles: strFromU8(files['word/styles.xml']!),
    footers: footers.map((name) => strFromU8(files[name]!)).join('\n'),
  };
}

const paragraphsOfStyle = (xml: string, style: string) =>
  [...xml.matchAll(/<w:p>.*?<\/w:p>/gs)]
    .map((m) => m[0])
    .filter((p) => p.includes(`<w:pStyle w:val="${style}"/>`))
    .map((p) => [...p.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>|<w:tab\/>/g)].map((t) => t[1] ?? '\t').join(''));

describe('Word export', () => {
  it.each(TEMPLATES.map((t) => t.id))(
    '%s: real heading styles, bullets and tab-stopped dates; no tables or text boxes',
    async (id) => {
      const { document } = await partsOf(id, false);
      expect(paragraphsOfStyle(document, 'Title')).toEqual(['Jane Alexandra Doe']);
      expect(paragraphsOfStyle(document, 'Heading1')).toEqual(
        expect.arrayContaining(['Summary', 'Experience', 'Education', 'Skills']),
      );
      expect(paragraphsOfStyle(document, 'Heading2')).toContainEqual(
        'Staff Engineer — Northwind Payments\tMar 2021 – Present',
      );
      expect(document).toContain('<w:tab w:val="right"');
      expect(document).toMatch(/<w:numPr>/);
      expect(document).not.toMatch(/<w:tbl>|<w:txbxContent|<v:textbox|<wps:txbx/);
    },
  );

  it("follows the template's fonts and colours", async () => {
    const classic = (await partsOf('classic', false)).styles;
    const modern = (await partsOf('modern', false)).styles;
    expect(classic).toContain('w:ascii="Noto Serif"');
    expect(classic).toContain('w:ascii="Noto Sans"');
    expect(modern).toContain('w:ascii="Inter"');
    expect(modern).not.toContain('Noto Serif');
    expect(modern).toMatch(/<w:color w:val="[0-9A-F]{6}"\/>/);
  });

  it('carries the free plan line in the footer, and nothing for Pro', async () => {
    expect((await partsOf('classic', true)).footers).toContain(WATERMARK_TEXT);
    expect((await partsOf('classic', false)).footers).not.toContain(WATERMARK_TEXT);
  });

  // LibreOffice (Debian's libreoffice-writer-nogui, installed by .ci/run) proves the file opens.
  const soffice = ['/usr/bin/soffice', '/usr/bin/libreoffice'].find((path) => existsSync(path));
  it.skipIf(!soffice)(
    'opens in LibreOffice, which converts it to a PDF with the same text',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'docx-'));
      try {
        writeFileSync(
          join(dir, 'resume.docx'),
          await renderResumeDocx(fullResume, { template: 'modern', watermark: true }),
        );
        execFileSync(
          soffice!,
          ['--headless', '--convert-to', 'pdf', '--outdir', dir, join(dir, 'resume.docx')],
          {
            env: { ...process.env, HOME: dir },
            timeout: 90_000,
          },
        );
        const { pages } = await readPdf(new Uint8Array(readFileSync(join(dir, 'resume.pdf'))));
        const text = pages.map((page) => page.text).join('\n');
        for (const words of ['Jane Alexandra Doe', 'Staff Engineer — Northwind Payments', WATERMARK_TEXT])
          expect(text).toContain(normalise(words));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
