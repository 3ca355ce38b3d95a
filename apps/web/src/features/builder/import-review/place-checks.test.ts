import { emptyExperience, emptyResumeData, type ResumeData } from '@resume/core';
import { describe, expect, it } from 'vitest';
import { placeChecks } from './place-checks';
import { readSections } from './read-sections';

const jobs = (count: number): ResumeData => ({
  ...emptyResumeData(),
  experience: Array.from({ length: count }, () => ({ ...emptyExperience(), job_title: 'Engineer' })),
});

const check = (field: string) => ({ field, message: `About ${field}` });

describe('where an import check is shown', () => {
  it('under the line showing its field, else at the entry holding it', () => {
    const sections = readSections(jobs(1));
    const places = placeChecks(sections, [
      check('experience.0.end_date'),
      check('experience.0.company_description'),
    ]);
    const position = sections.find((s) => s.id === 'experience')!.items[0]!;
    const dates = position.lines.find((l) => l.label === 'Dates')!;
    expect(places.of(dates)).toEqual([check('experience.0.end_date')]);
    expect(places.of(position)).toEqual([check('experience.0.company_description')]);
    expect(places.unplaced).toEqual([]);
  });

  it('tells position 2 from position 11', () => {
    const sections = readSections(jobs(11));
    const places = placeChecks(sections, [check('experience.10.company')]);
    const items = sections.find((s) => s.id === 'experience')!.items;
    const company = (i: number) => items[i]!.lines.find((l) => l.label === 'Company')!;
    expect(places.of(company(1))).toEqual([]);
    expect(places.of(company(10))).toEqual([check('experience.10.company')]);
  });

  it('at its section when nothing in it was read, and at the top when the section is not shown', () => {
    const sections = readSections(jobs(0));
    const places = placeChecks(sections, [check('skills.0.name'), check('extras.projects.0.url')]);
    expect(places.of(sections.find((s) => s.id === 'skills')!)).toEqual([check('skills.0.name')]);
    expect(places.unplaced).toEqual([check('extras.projects.0.url')]);
  });
});
