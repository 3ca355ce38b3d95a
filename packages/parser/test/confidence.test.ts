import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/index';
import { sampleResumeDocx, sampleResumeTxt } from './support/sample-docx';
import { buildPdf, type PdfText, sampleResumePdf } from './support/tiny-pdf';

const JOBS = [
  ['Senior Software Engineer', 'Acme Payments Ltd', 'Jan 2021 - Present'],
  ['Software Engineer', 'Globex', 'Jun 2018 - Dec 2020'],
  ['Developer', 'Initech', 'Mar 2016 - May 2018'],
  ['Junior Developer', 'Hooli', 'Jan 2014 - Feb 2016'],
  ['Intern', 'Vandelay Industries', 'Jun 2012 - Dec 2013'],
  ['Assistant', 'Pied Piper', 'Jan 2010 - May 2012'],
];

const header: PdfText[] = [
  { text: 'Jane Q. Doe', x: 50, y: 60, size: 22, bold: true },
  { text: 'jane.doe@example.com | +44 20 7946 0958', x: 50, y: 85, size: 10 },
  { text: 'EXPERIENCE', x: 50, y: 120, size: 12, bold: true },
];

/**
 * Six jobs whose headers are set exactly like the text under them (no bold, no gap, dates
 * inline): each header reads as the next line of the achievement above, so the six become one.
 */
function mergedJobsPdf(): Uint8Array {
  const lines = [...header];
  JOBS.forEach(([title, company, dates], i) => {
    lines.push(
      { text: `${title} ${company} ${dates}`, x: 50, y: 140 + i * 28 },
      { text: 'Shipped features used by 2 million people every day and more', x: 50, y: 154 + i * 28 },
    );
  });
  return buildPdf([lines]);
}

/**
 * A date column read on its own under the heading, as a two-column layout read the wrong way
 * leaves it: the jobs' names went elsewhere, and nothing under the heading reads as a job.
 */
function datesOnlyPdf(): Uint8Array {
  const lines = [...header];
  JOBS.forEach(([, , dates], i) => {
    lines.push({ text: dates!, x: 50, y: 140 + i * 16 });
  });
  lines.push(
    { text: 'EDUCATION', x: 50, y: 260, size: 12, bold: true },
    { text: 'University of Manchester, BSc, 2006 - 2010', x: 50, y: 276 },
  );
  return buildPdf([lines]);
}

const confidenceOf = async (bytes: Uint8Array, section: string) =>
  (await parseResume(bytes)).sections.find((s) => s.section === section);

describe('how surely the upload read each section', () => {
  it('is high everywhere for resumes read as printed, whatever the file type', async () => {
    for (const bytes of [
      sampleResumePdf(),
      await sampleResumeDocx(),
      new TextEncoder().encode(sampleResumeTxt),
    ]) {
      const { sections } = await parseResume(bytes);
      expect(sections.map((s) => [s.section, s.confidence])).toEqual([
        ['contact', 'high'],
        ['experience', 'high'],
        ['education', 'high'],
        ['skills', 'high'],
      ]);
    }
  });

  it('says the experience was probably misread when six jobs come back as one', async () => {
    const parsed = await parseResume(mergedJobsPdf());
    expect(parsed.data.experience).toHaveLength(1);
    const experience = parsed.sections.find((s) => s.section === 'experience');
    expect(experience?.confidence).toBe('low');
    expect(experience?.reasons).toContain(
      '6 lines carry dates, but only 1 position was read: some may have been merged or lost.',
    );
    expect(experience?.reasons.join(' ')).toMatch(/achievements look like an employer, a place or dates/);
  });

  it('says so when a heading was found but nothing under it could be read', async () => {
    expect(await confidenceOf(datesOnlyPdf(), 'experience')).toEqual({
      section: 'experience',
      confidence: 'low',
      reasons: ['The “EXPERIENCE” heading was found, but nothing under it could be read.'],
    });
  });

  it('trusts a JSON Resume field by field: there is no layout to misread', async () => {
    const json = { basics: { name: 'Ada Lovelace', email: 'ada@example.com' }, work: [] };
    const { sections } = await parseResume(new TextEncoder().encode(JSON.stringify(json)));
    expect(sections.every((s) => s.confidence === 'high')).toBe(true);
  });
});
