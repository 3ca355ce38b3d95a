import { emptyExperience } from '@resume/core';
import { describe, expect, it } from 'vitest';
import { line } from '../../test/support/lines';
import type { Line } from '../layout/types';
import { assignRoles, cleanCompany, inheritEmployers, joinSplitJobs, readExperience } from './experience';

const toExperience = (entry: Parameters<typeof readExperience>[0]) => readExperience(entry)?.value ?? null;

const entry = (header: Line[], details: string[] = [], lead = '') => ({ header, details, lead });

describe('toExperience', () => {
  it('reads company, title, current dates and achievements', () => {
    const job = toExperience(
      entry(
        [line('Acme Company', { bold: true }), line(['Software Engineer', 'May 2023 - Present'])],
        ['Built a search bar'],
      ),
    );
    expect(job).toMatchObject({
      company: 'Acme Company',
      job_title: 'Software Engineer',
      start_date: '2023-05',
      end_date: null,
      is_current: true,
      achievements: ['Built a search bar'],
    });
  });

  it('takes the place off the company and a single date as start and end', () => {
    const job = toExperience(
      entry([
        line(['Brightside Youth Club, Riverside, CA', 'Summer 2013']),
        line('Volunteer', { italic: true }),
      ]),
    );
    expect(job).toMatchObject({
      company: 'Brightside Youth Club',
      job_title: 'Volunteer',
      city: 'Riverside, CA',
      start_date: '2013',
      end_date: '2013',
    });
  });

  it('reads "Title, Company – City" with dates in front', () => {
    const job = toExperience(
      entry([line('May 2022 – Aug 2022 Research Intern, Quantum Research – Santa Clara, CA')]),
    );
    expect(job).toMatchObject({
      job_title: 'Research Intern',
      company: 'Quantum Research',
      start_date: '2022-05',
      end_date: '2022-08',
    });
  });

  it('reads "COMPANY | TITLE" in capitals', () => {
    const job = toExperience(
      entry([
        line('HARBOR PHONETICS LAB | HEAD UNDERGRADUATE RESEARCHER'),
        line('Mar 2012 – May 2013 | Ithaca, NY'),
      ]),
    );
    expect(job).toMatchObject({
      company: 'Harbor Phonetics Lab',
      job_title: 'Head Undergraduate Researcher',
      city: 'Ithaca, NY',
    });
  });

  it('is null for an entry with no title or company', () => {
    expect(toExperience(entry([], ['Just a sentence.']))).toBeNull();
  });
});

describe('assignRoles', () => {
  const part = (text: string, bold = false) => ({ text, bold, italic: false });

  it('takes a phrase whose head noun names a person as the title, whatever its weight', () => {
    for (const title of ['Controller', 'Welder', 'Contrôleuse de gestion', 'Contadora']) {
      expect(assignRoles([part(title, true), part('Moss Adams')])).toMatchObject({
        title,
        company: 'Moss Adams',
      });
    }
  });

  it('leaves out a third phrase that describes the employer', () => {
    expect(
      assignRoles([
        part('Designer', true),
        part('Canvas & Code'),
        part('Independent branding studio for cafes'),
      ]),
    ).toMatchObject({ title: 'Designer', company: 'Canvas & Code' });
  });

  it('reads a German compound ending in a role as the title, whichever comes first', () => {
    for (const title of ['Steuerfachangestellte', 'Softwarearchitekt', 'Pflegedienstleitung']) {
      expect(assignRoles([part('Schreinerei Huber', true), part(title)])).toMatchObject({ title });
    }
  });

  it('takes the phrase beside an organisation as the title when no role word decides', () => {
    expect(assignRoles([part('Schweizer Frischdienst AG', false), part('Dispo Nord', true)])).toMatchObject({
      title: 'Dispo Nord',
      company: 'Schweizer Frischdienst AG',
    });
  });

  it('falls back to the bold phrase as the organisation when no role word decides', () => {
    expect(
      assignRoles([
        { text: 'Blue Harbor', bold: false, italic: false },
        { text: 'Quiet Fox', bold: true, italic: false },
      ]),
    ).toEqual({
      title: 'Blue Harbor',
      company: 'Quiet Fox',
      sure: false,
    });
  });
});

describe('cleanCompany', () => {
  it('keeps legal suffixes and drops notes in brackets and trailing affiliations', () => {
    expect(cleanCompany('Harbor Financial Holdings, Inc.')).toBe('Harbor Financial Holdings, Inc.');
    expect(cleanCompany('Debate Club, University of Redlands')).toBe('Debate Club');
    expect(cleanCompany('Acme (acquired by Globex)')).toBe('Acme');
  });
});

describe('company description', () => {
  it('keeps a plain paragraph before the bullets apart from the achievements', () => {
    const job = toExperience(
      entry(
        [line(['Staff Engineer, Northwind Payments', 'Mar 2021 – Present'])],
        ['Led the redesign'],
        'Card payments',
      ),
    );
    expect(job).toMatchObject({ company_description: 'Card payments', achievements: ['Led the redesign'] });
  });
});

describe('jobs across entries', () => {
  const job = (value: Partial<ReturnType<typeof emptyExperience>>) => ({
    value: { ...emptyExperience(), ...value },
    doubts: [],
  });

  it('gives a role printed under an employer heading that employer', () => {
    const jobs = inheritEmployers([
      job({ job_title: 'Staff Engineer', company: 'Halvorsen Marine', city: 'Bergen' }),
      job({ job_title: 'Senior Software Engineer' }),
    ]);
    expect(jobs[1]?.value).toMatchObject({ company: 'Halvorsen Marine', city: 'Bergen' });
  });

  it('joins a dated company line and the title line read after it', () => {
    const jobs = joinSplitJobs([
      job({ company: 'Tessaro Freight', start_date: '2020-02', is_current: true }),
      job({ job_title: 'Platform Developer', achievements: ['Split a monolith'] }),
    ]);
    expect(jobs.map((j) => j.value)).toEqual([
      expect.objectContaining({
        company: 'Tessaro Freight',
        job_title: 'Platform Developer',
        start_date: '2020-02',
        achievements: ['Split a monolith'],
      }),
    ]);
  });
});
