import { resumeToMarkdown } from '@resume/core';
import { arrangedResume } from '@resume/core/testing';
import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/index';

/** The person's own section as our Markdown export writes it, uploaded back. */
async function uploaded(heading: string) {
  const resume = arrangedResume({ headings: { experience: 'Where I worked' } }, heading);
  const { data } = await parseResume(new TextEncoder().encode(resumeToMarkdown(resume)));
  return { resume, data };
}

describe('sections under headings that name no field of a resume', () => {
  it.each(['Volunteering', 'Awards', 'Things I love'])(
    'come back as a section of the person’s own, "%s", with its entries whole',
    async (heading) => {
      const { resume, data } = await uploaded(heading);
      const [entry] = resume.custom_sections![0]!.entries;
      expect(data.custom_sections).toEqual([{ id: 'imported-1', heading, entries: [entry] }]);
      expect(data.experience.map((job) => job.company)).toEqual(resume.experience.map((job) => job.company));
    },
  );
});
