import { type ResumeData, type ResumeDesign, resumeDataSchema } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { describe, expect, it } from 'vitest';
import { compareResumes, tally } from '../../../bench/parse/round-trip/compare';
import { explainMiss, exportName } from '../../../bench/parse/round-trip/report';
import { EXPORTS, type RoundTrip, roundTrip } from '../../../bench/parse/round-trip/round-trip';

const fullResume = completeResume();

/**
 * The promise: a resume exported in any of our templates, with or without the free plan's
 * watermark, uploads back with every field (the parser's learned parts must not cost our own
 * files a field). The comparison and the runner
 * live in bench/parse/round-trip, so `npm run bench:parse` prints the same figures as a table.
 */
const changed = (edit: (copy: ResumeData) => void): ResumeData => {
  const copy = resumeDataSchema.parse(structuredClone(fullResume));
  edit(copy);
  return copy;
};

describe('the round-trip comparison', () => {
  it('credits an unchanged resume with every field, achievements and descriptions included', () => {
    const { right, total, missed } = tally(compareResumes(fullResume, fullResume));
    const achievements = fullResume.experience.flatMap((job) => job.achievements).length;
    expect(missed).toEqual([]);
    // 5 header fields, 4 contacts, 5 per job, 4 per degree, the skills list.
    expect(total).toBe(5 + 4 + 5 * 5 + achievements + 4 * 2 + 1);
    expect(right).toBe(total);
  });

  it('names a company read as a title and a description read as the first achievement', () => {
    const parsed = changed((data) => {
      const [first, second] = data.experience;
      first!.achievements.unshift(first!.company_description);
      first!.company_description = '';
      second!.company = 'Senior Engineer';
    });
    const missed = tally(compareResumes(fullResume, parsed)).missed.map((miss) => miss.field);
    expect(missed).toContain('experience.0.company_description');
    expect(missed).toContain('experience.1.company');
    expect(missed).toContain('experience.1.achievements.0');
    expect(missed.filter((field) => field.startsWith('experience.0.achievements'))).toEqual([]);
  });

  it('credits skills read with their level only in part', () => {
    const parsed = changed((data) => {
      data.skills = data.skills.map((skill, i) =>
        i < 5 ? { ...skill, name: `${skill.name} (Expert)` } : skill,
      );
    });
    const [skills] = compareResumes(fullResume, parsed).filter((r) => r.field === 'skills');
    expect(skills?.credit).toBeCloseTo(0.5);
  });
});

const failure = (trip: RoundTrip) =>
  `${exportName(trip)} read back ${trip.tally.right.toFixed(1)} of ${trip.tally.total} fields ` +
  `(${trip.tally.percent.toFixed(1)}%). Missed:\n${trip.tally.missed.map((miss) => explainMiss(miss, trip)).join('\n')}`;

describe('export → upload round trip of the full resume', () => {
  it.each(EXPORTS)(
    '$format in the $template template (watermark: $watermark) reads back every field',
    async (exported) => {
      const trip = await roundTrip(exported);
      expect(trip.tally.percent, failure(trip)).toBe(100);
    },
    30_000,
  );
});

/**
 * The same promise in the person's own design: accent, font, text size and line spacing, margins,
 * paper and each date format change positions, line breaks, pages and dates, never how much the
 * parser reads. Sidebar's columns flow onto page 2 differently on each; larger text moves a bullet's
 * glyph and its text onto different pages, and sets a title close under the name.
 */
const DESIGNS: readonly ResumeDesign[] = [
  { accent: '#ffcc00', paper: 'LETTER', date_format: 'MMMM YYYY' },
  { accent: '#0f5f5a', margins: 'wide', date_format: 'MM/YYYY' },
  { margins: 'narrow', date_format: 'YYYY-MM' },
  { font: 'eb-garamond', font_scale: 1.1, line_scale: 1.1, margins: 'wide', paper: 'LETTER' },
  { font: 'roboto', font_scale: 0.85, line_scale: 0.85 },
  { font: 'noto-serif', font_scale: 1.15, line_scale: 1.3 },
];
const DESIGNED = EXPORTS.filter((exported) => exported.format !== 'md' && !exported.watermark).flatMap(
  (exported) => DESIGNS.map((design, index) => ({ ...exported, design, index })),
);

describe('export → upload round trip of the full resume in chosen designs', () => {
  it.each(DESIGNED)(
    '$format in the $template template, design $index, reads back every field',
    async ({ design, index: _index, ...exported }) => {
      const trip = await roundTrip(exported, { ...fullResume, design });
      expect(trip.tally.percent, failure(trip)).toBe(100);
    },
    30_000,
  );
});
