import { type ResumeData, TEMPLATES } from '@resume/core';
import { completeResume } from '@resume/core/testing';
import { describe, expect, it } from 'vitest';
import { renderResumePdf } from '../src/index';
import { normalise, type PdfPage, readPdf } from './pdf-text';

const fullResume = completeResume();

/** Each section heading and the text that must open the section, on the same page as the heading. */
const extras = fullResume.extras!;
const SECTION_OPENINGS: Record<string, string> = {
  summary: 'Senior software engineer',
  experience: fullResume.experience[0]!.job_title,
  education: fullResume.education[0]!.degree,
  skills: fullResume.skills[0]!.name,
  languages: extras.languages[0]!.name,
  certifications: extras.certifications[0]!.name,
  projects: extras.projects[0]!.name,
  links: extras.links[0]!.label,
  contact: fullResume.email,
};

/** Headings printed on this page with nothing of their section below them on the same page. */
function strandedHeadings(page: PdfPage): string[] {
  return page.items.flatMap((heading) => {
    const opening = SECTION_OPENINGS[normalise(heading.text)];
    if (!opening) return [];
    const followed = page.items.some(
      (item) => item.y < heading.y && normalise(item.text).startsWith(normalise(opening)),
    );
    return followed ? [] : [heading.text];
  });
}

/**
 * The same resume with a summary longer by `lines` sentences: every section heading lands at a
 * different height, so some land near the foot of a page.
 */
function pushedDown(lines: number): ResumeData {
  const filler = ' Comfortable owning delivery from the first sketch to the production rollout.';
  return { ...fullResume, summary: fullResume.summary + filler.repeat(lines) };
}

// Two lines apart: closer than the space a heading keeps below it, so no danger zone is skipped.
const SHIFTS = [0, 2, 4, 6, 8];

describe.each(TEMPLATES.map((t) => t.id))('page breaks in the %s template', (template) => {
  it('never leave a section heading alone at the foot of a page', async () => {
    const stranded: string[] = [];
    let headingsAfterPageOne = 0;
    for (const lines of SHIFTS) {
      const { pages } = await readPdf(await renderResumePdf(pushedDown(lines), { template }));
      pages.forEach((page, index) => {
        for (const heading of strandedHeadings(page))
          stranded.push(`+${lines} lines: "${heading}" on page ${index + 1}`);
        if (index > 0)
          headingsAfterPageOne += page.items.filter((i) => SECTION_OPENINGS[normalise(i.text)]).length;
      });
    }
    // The shifts must really move headings across the page break, or this test proves nothing.
    expect(headingsAfterPageOne).toBeGreaterThan(0);
    expect(stranded).toEqual([]);
  }, 30_000);
});
