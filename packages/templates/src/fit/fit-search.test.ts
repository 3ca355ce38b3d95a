import type { ResumeDesign } from '@resume/core';
import { describe, expect, it } from 'vitest';
import type { TemplateMeasures } from './fit-ladder';
import { fitToOnePage, type PageCount, searchLadder } from './fit-search';

const MEASURES: TemplateMeasures = {
  size: 10,
  leading: 1.5,
  margins: {
    narrow: { vertical: 64, horizontal: 72 },
    normal: { vertical: 88, horizontal: 108 },
    wide: { vertical: 120, horizontal: 144 },
    own: { vertical: 100, horizontal: 120 },
  },
};
const PAGE_HEIGHT = 842;

/**
 * A fake renderer: `lines` lines of text, each as tall as the design's text size and line
 * spacing make it, on a page as tall as the margins leave; it records every design it measured.
 */
function fakeMeasure(lines: number) {
  const tried: ResumeDesign[] = [];
  const measure: PageCount = async (design) => {
    tried.push(design);
    const lineHeight = 15 * (design.font_scale ?? 1) * (design.line_scale ?? 1);
    const margins = MEASURES.margins[design.margins ?? 'own'].vertical;
    return Math.ceil((lines * lineHeight) / (PAGE_HEIGHT - margins));
  };
  return { measure, tried };
}

describe('fitToOnePage', () => {
  it('changes nothing on a resume that already fits, after one render', async () => {
    const { measure, tried } = fakeMeasure(40);
    const outcome = await fitToOnePage(MEASURES, { accent: '#0f5f5a' }, measure);
    expect(outcome).toEqual({ fits: true, tightened: false, choices: {} });
    expect(tried).toHaveLength(1);
  });

  it('tightens a resume that spills a little no more than needed', async () => {
    const { measure } = fakeMeasure(52);
    const outcome = await fitToOnePage(MEASURES, undefined, measure);
    // 52 lines of 15 pt need 780 pt; the own margins leave 742: line spacing 95% (741 pt) fits.
    expect(outcome).toEqual({
      fits: true,
      tightened: true,
      choices: { line_scale: 0.95, margins: undefined, font_scale: undefined },
    });
  });

  it('goes as far as the readable bounds for a resume that spills more', async () => {
    const { measure } = fakeMeasure(64);
    const outcome = await fitToOnePage(MEASURES, undefined, measure);
    expect(outcome.fits).toBe(true);
    if (!outcome.fits) return;
    expect(outcome.choices.margins).toBe('narrow');
    expect(outcome.choices.font_scale).toBeLessThan(1);
  });

  it('says how many pages even the tightest readable design needs, keeping the design', async () => {
    const { measure, tried } = fakeMeasure(200);
    expect(await fitToOnePage(MEASURES, undefined, measure)).toEqual({ fits: false, pages: 3 });
    // The person's own design, then the tightest: no search between them.
    expect(tried).toHaveLength(2);
    expect(tried[1]).toEqual({ font_scale: 0.9, line_scale: 0.85, margins: 'narrow' });
  });

  it('renders about log2 of the designs it could try', async () => {
    const { measure, tried } = fakeMeasure(56);
    await fitToOnePage(MEASURES, { font_scale: 1.15, line_scale: 1.3, margins: 'wide' }, measure);
    expect(tried.length).toBeLessThanOrEqual(2 + 5);
  });
});

describe('searchLadder', () => {
  it('refuses an empty ladder', async () => {
    await expect(searchLadder([], async () => 1)).rejects.toThrow(/empty/);
  });
});
