import type { ResumeData } from '@resume/core';
import { arrangedResume } from '@resume/core/testing';
import { parseResume } from '@resume/parser';
import { describe, expect, it } from 'vitest';
import { explainMiss, exportName } from '../../../bench/parse/round-trip/report';
import { EXPORTS, type RoundTrip, roundTrip } from '../../../bench/parse/round-trip/round-trip';

/**
 * Sections your way, read back: a resume reordered, with headings renamed the way people rename
 * them and a section of the person's own, exported in every template and uploaded again, gives
 * back every field of the built-in sections and of the person's own (its heading, and each entry's
 * title, subtitle, dates, place, description and bullets), whose entries pollute no other section.
 * "Volunteering" is resume vocabulary, which the parser once read as more jobs.
 */
const arranged: ResumeData = arrangedResume(
  {
    order: ['summary', 'skills', 'education', 'experience', 'custom:vol'],
    headings: {
      summary: 'Profile',
      experience: 'Where I worked',
      skills: 'Technical skills',
      education: 'Studies',
    },
  },
  'Volunteering',
);

const failure = (trip: RoundTrip) =>
  `${exportName(trip)} read back ${trip.tally.right.toFixed(1)} of ${trip.tally.total} fields ` +
  `(${trip.tally.percent.toFixed(1)}%). Missed:\n${trip.tally.missed.map((miss) => explainMiss(miss, trip)).join('\n')}`;

/** Issue 37's first templates (the new ones are held to the plain round trip in round-trip.test.ts). */
const TEMPLATES = new Set(['classic', 'modern', 'executive', 'sidebar', 'compact', 'elegant', 'none']);
const ONE_EACH = EXPORTS.filter((exported) => !exported.watermark && TEMPLATES.has(exported.template));

describe("export → upload round trip of a resume arranged the person's way", () => {
  it.each(ONE_EACH)(
    '$format in the $template template reads back every field',
    async (exported) => {
      const trip = await roundTrip(exported, arranged);
      expect(trip.tally.percent, failure(trip)).toBe(100);
      const { custom_sections: custom, ...builtIn } = trip.parsed;
      expect(JSON.stringify(builtIn)).not.toContain('Code Club');
      expect(custom?.map((section) => section.heading)).toEqual(['Volunteering']);
    },
    30_000,
  );
});

describe('the JSON export of an arranged resume', () => {
  it('uploads back with its order, headings, hidden sections and custom sections', async () => {
    const withHidden = { ...arranged, sections: { ...arranged.sections!, hidden: ['links'] } };
    const file = new TextEncoder().encode(JSON.stringify(withHidden, null, 2));
    const { data } = await parseResume(file);
    expect(data.sections).toEqual(withHidden.sections);
    expect(data.custom_sections).toEqual(arranged.custom_sections);
  });
});
