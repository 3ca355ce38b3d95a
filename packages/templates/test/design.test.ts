import { type ResumeData, type ResumeDesign, readableAccent } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { renderResumeDocx, renderResumePdf, TEMPLATE_IDS } from '../src/index';
import { templateDesign } from '../src/templates';
import { drawing, fill, fontNames } from './pdf-drawing';
import { normalise, readPdf } from './pdf-text';

const fullResume = completeResume();

/** The person's design, applied to every template: each of its choices must show in the files. */
const DESIGN: ResumeDesign = {
  accent: '#8b1e3f',
  font: 'eb-garamond',
  font_scale: 1.1,
  line_scale: 1.1,
  margins: 'wide',
  paper: 'LETTER',
  date_format: 'MM/YYYY',
};
const designed = (design: ResumeDesign): ResumeData => ({ ...fullResume, design });
const families = (bytes: Uint8Array) => new Set(fontNames(bytes).map((name) => name.split('-')[0]));
const SLOW = 30_000;

describe.each(TEMPLATE_IDS)('the %s template in a chosen design', (id) => {
  it(
    'PDF: the chosen font embedded, on Letter, in the accent, wide margins, dates as chosen',
    async () => {
      const bytes = await renderResumePdf(designed(DESIGN), { template: id, paper: 'A4' });
      expect(families(bytes)).toEqual(new Set(['EBGaramond']));
      expect(drawing(bytes)).toContain(fill(DESIGN.accent!));
      const { pages } = await readPdf(bytes);
      expect([pages[0]!.width, pages[0]!.height]).toEqual([612, 792]);
      // Wide margins: no text nearer the left edge than the margin (1 inch; sidebar's narrow
      // column keeps its proportion), and some right at it.
      const { left } = templateDesign(id, DESIGN).theme.tokens.margins;
      expect(left).toBe(id === 'sidebar' ? 47 : 72);
      expect(Math.min(...pages[0]!.items.map((item) => item.x))).toBeCloseTo(left, 0);
      expect(pages.map((page) => page.text).join(' ')).toContain(normalise('03/2021 – Present'));
    },
    SLOW,
  );

  it(
    'Word: the font named with its Word-safe fallback, the page, margins, accent and dates',
    async () => {
      const files = unzipSync(await renderResumeDocx(designed(DESIGN), { template: id }));
      const [fonts, styles, document] = ['fontTable', 'styles', 'document'].map((part) =>
        strFromU8(files[`word/${part}.xml`]!),
      );
      expect(fonts).toContain(
        '<w:font w:name="EB Garamond"><w:altName w:val="Garamond"/><w:family w:val="roman"/>',
      );
      expect(styles).toContain('w:ascii="EB Garamond"');
      expect(styles).toContain('8B1E3F');
      expect(document).toMatch(/<w:pgSz w:w="12240" w:h="15840"/);
      expect(document).toMatch(/<w:pgMar [^>]*w:left="1440"/);
      expect(document).toContain('03/2021 – Present');
    },
    SLOW,
  );

  it('without a design, keeps the template’s own look', () => {
    expect(templateDesign(id, {}).theme).toBe(templateDesign(id).theme);
    expect(templateDesign(id).theme.tokens.colors.accentFill).toBeUndefined();
  });

  it('scales every text size by the size scale, and line heights by both scales', () => {
    const own = templateDesign(id).theme.styles;
    const scaled = templateDesign(id, { font_scale: 1.1, line_scale: 1.2 }).theme.styles;
    expect(scaled.heading.fontSize).toBeCloseTo(Number(own.heading.fontSize) * 1.1, 5);
    expect(scaled.name.fontSize).toBeCloseTo(Number(own.name.fontSize) * 1.1, 5);
    expect(Number.parseFloat(String(scaled.paragraph.lineHeight))).toBeCloseTo(
      Number.parseFloat(String(own.paragraph.lineHeight)) * 1.32,
      0,
    );
  });
});

describe('a light accent', () => {
  it(
    'prints its text in a darker shade that reads, and keeps the colour itself for fills',
    async () => {
      const bytes = await renderResumePdf(designed({ accent: '#ffcc00' }), { template: 'modern' });
      const ops = drawing(bytes);
      expect(ops).toContain(fill(readableAccent('#ffcc00')));
      expect(ops).toContain(fill('#ffcc00'));
    },
    SLOW,
  );
});

describe('text sizes and spacing', () => {
  it(
    'take more pages when larger and fewer when smaller',
    async () => {
      const pagesOf = async (design: ResumeDesign) =>
        (await readPdf(await renderResumePdf(designed(design), { template: 'executive' }))).pages.length;
      const [small, own, large] = await Promise.all([
        pagesOf({ font_scale: 0.85, line_scale: 0.85, margins: 'narrow' }),
        pagesOf({}),
        pagesOf({ font_scale: 1.15, line_scale: 1.3 }),
      ]);
      expect(small).toBeLessThan(own);
      expect(large).toBeGreaterThan(own);
    },
    SLOW,
  );
});

describe('the paper', () => {
  it(
    'is the design’s, else the one offered, else the person’s country’s',
    async () => {
      const size = async (data: ResumeData, paper?: 'A4' | 'LETTER') =>
        Math.round(
          (await readPdf(await renderResumePdf(data, { template: 'compact', paper }))).pages[0]!.height,
        );
      const american = { ...fullResume, location: 'Austin, TX' };
      expect(await size(designed({ paper: 'A4' }), 'LETTER')).toBe(842);
      expect(await size(fullResume, 'LETTER')).toBe(792);
      expect(await size(american)).toBe(792);
      expect(await size(fullResume)).toBe(842);
    },
    SLOW,
  );
});

describe('the Word file’s fonts', () => {
  it('name a fallback for a template’s own fonts too (modern: Inter, else Arial)', async () => {
    const files = unzipSync(await renderResumeDocx(fullResume, { template: 'modern' }));
    expect(strFromU8(files['word/fontTable.xml']!)).toContain(
      '<w:font w:name="Inter"><w:altName w:val="Arial"/><w:family w:val="swiss"/>',
    );
  });
});
