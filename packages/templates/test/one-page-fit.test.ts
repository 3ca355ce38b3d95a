import type { ResumeData } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { describe, expect, it } from 'vitest';
import { countPdfPages, fitResumeToOnePage, renderResumePdf, TEMPLATE_IDS } from '../src/index';
import { templateDesign } from '../src/templates';
import { SIDEBAR_SHARE } from '../src/templates/sidebar';
import { type PdfReading, readPdf } from './pdf-text';

const SLOW = 60_000;
const fullResume = completeResume();
const extras = fullResume.extras!;
const [job] = fullResume.experience;

/** One job, fewer skills: one page in every template, with room to grow. */
const shortened = {
  experience: [{ ...job!, achievements: job!.achievements.slice(0, 1) }],
  skills: fullResume.skills.slice(0, 3),
};
/** One-page resumes that end on short sections, as most one-page resumes do. */
const ENDINGS: Record<string, ResumeData> = {
  'entries with nothing under them (certifications; education in the sidebar)': {
    ...fullResume,
    ...shortened,
    extras: { ...extras, projects: [], links: [], languages: [] },
  },
  'a one-line section followed by another short one (languages, links)': {
    ...fullResume,
    ...shortened,
    extras: { ...extras, projects: [], certifications: [] },
  },
};

const SENTENCE = ' Comfortable owning delivery from the first sketch to the production rollout.';
/** The resume with its summary longer by `count` sentences (at most a line each). */
const grown = (data: ResumeData, count: number): ResumeData => ({
  ...data,
  summary: data.summary + SENTENCE.repeat(count),
});

const pagesOf = async (template: string, data: ResumeData) =>
  countPdfPages(await renderResumePdf(data, { template }));

/** The smallest growth that takes the resume past one page (pages only grow with the summary). */
async function firstSpill(template: string, data: ResumeData): Promise<number> {
  let fits = 0;
  let spills = 128;
  if ((await pagesOf(template, grown(data, spills))) < 2) throw new Error('Never grows past one page');
  while (spills - fits > 1) {
    const middle = Math.floor((fits + spills) / 2);
    if ((await pagesOf(template, grown(data, middle))) > 1) spills = middle;
    else fits = middle;
  }
  return spills;
}

/** Where the flow that the summary pushes down runs: the main column in the sidebar template. */
const band = (template: string) => (template === 'sidebar' ? SIDEBAR_SHARE / 100 : 0);
const inBand = (template: string, reading: PdfReading, page: number) =>
  reading.pages[page]!.items.filter((item) => item.x >= band(template) * reading.pages[page]!.width);

describe('fitting to one page: countPdfPages', () => {
  it(
    'counts the pages pdf.js reads',
    async () => {
      for (const data of [fullResume, ENDINGS[Object.keys(ENDINGS)[0]!]!]) {
        const bytes = await renderResumePdf(data, { template: 'classic' });
        expect(countPdfPages(bytes)).toBe((await readPdf(bytes)).pages.length);
      }
    },
    SLOW,
  );
});

describe.each(TEMPLATE_IDS)('the %s template, on a resume that just fits one page', (template) => {
  const { tokens } = templateDesign(template).theme;
  const line = tokens.size * tokens.leading;

  it.each(Object.entries(ENDINGS))(
    'moves nothing onto page 2 that page 1 has room for, ending on %s',
    async (_ending, data) => {
      const spill = await firstSpill(template, data);
      expect(spill, 'the resume must start on one page').toBeGreaterThan(1);
      const read = async (count: number) => readPdf(await renderResumePdf(grown(data, count), { template }));
      const fitting = await read(spill - 1);
      const spilling = await read(spill);
      // How far one more sentence pushed the content, and how much room the page had left before.
      const anchor = (reading: PdfReading) =>
        reading.pages[0]!.items.find((i) => i.text === job!.job_title)!.y;
      const pushed = anchor(fitting) - anchor(spilling);
      const lowest = Math.min(...inBand(template, fitting, 0).map((item) => item.y));
      const room = lowest - tokens.margins.bottom;
      const moved = inBand(template, spilling, 1).map((item) => item.text);
      // Page 2 is only right when the push took the last line's box (about half a line under its
      // baseline) past the bottom margin.
      expect(room - pushed, `moved with ${room.toFixed(1)} pt left: ${moved.join(' ')}`).toBeLessThan(
        line / 2,
      );
    },
    SLOW,
  );
});

describe('fitResumeToOnePage', () => {
  it(
    'finds a design that the export prints on one page',
    async () => {
      const twoPages: ResumeData = { ...fullResume, experience: fullResume.experience.slice(0, 2) };
      const options = { template: 'classic' };
      expect((await readPdf(await renderResumePdf(twoPages, options))).pages).toHaveLength(2);
      const outcome = await fitResumeToOnePage(twoPages, options);
      if (!outcome.fits) throw new Error(`Expected a fit, got ${outcome.pages} pages`);
      const fitted = await renderResumePdf({ ...twoPages, design: outcome.choices }, options);
      expect((await readPdf(fitted)).pages).toHaveLength(1);
    },
    SLOW,
  );
});
