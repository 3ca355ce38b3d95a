import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/index';

/** A plain-text resume: tabs part a line into cells, as a table or a form copied from Word does. */
const parseText = async (text: string) => (await parseResume(new TextEncoder().encode(text))).data;

describe('resumes laid out as tables and forms (a held-out set, 2026-11-29)', () => {
  it("skips a table's header row and reads each row under it", async () => {
    const data = await parseText(
      [
        'Thabo Nkosi',
        'thabo.nkosi@example.com',
        '',
        'WORK EXPERIENCE',
        'Period\tPosition\tCompany\tLocation',
        'Feb 2021 – Present\tSenior Financial Analyst\tKaroo Capital Partners\tSandton',
        'Jan 2018 – Jan 2021\tFinancial Analyst\tUmoja Retail Group\tJohannesburg',
        '',
        'EDUCATION',
        'Qualification\tInstitute / Board\tYear of Passing\tPercentage',
        'MBA (Marketing) Symbiosis Institute of Business Management\t2017\t72%',
        'B.Com\tBrihan Maharashtra College of Commerce\t2015\t78%',
      ].join('\n'),
    );
    expect(data.experience.map((e) => [e.job_title, e.company])).toEqual([
      ['Senior Financial Analyst', 'Karoo Capital Partners'],
      ['Financial Analyst', 'Umoja Retail Group'],
    ]);
    expect(data.education.map((e) => [e.degree, e.field_of_study, e.institution])).toEqual([
      ['MBA', 'Marketing', 'Symbiosis Institute of Business Management'],
      ['B.Com', '', 'Brihan Maharashtra College of Commerce'],
    ]);
  });

  it('reads an entry written as a form: organisation, designation, duration', async () => {
    const data = await parseText(
      [
        'Ananya Sharma',
        'ananya.sharma@example.com',
        '',
        'PROFESSIONAL EXPERIENCE',
        'Organisation: Kaveri Consumer Products Pvt. Ltd., Pune',
        'Designation: Marketing Coordinator',
        'Duration: June 2020 to Till Date',
        'Roles & Responsibilities:',
        '- Planned trade promotions for 2,500 retail outlets',
        'Organisation: BrightPath Digital Solutions, Mumbai',
        'Designation: Digital Marketing Executive',
        'Duration: July 2017 to May 2020',
        'Roles & Responsibilities:',
        '- Grew organic traffic 2.3x for a real-estate client',
      ].join('\n'),
    );
    expect(
      data.experience.map((e) => ({
        title: e.job_title,
        company: e.company,
        start: e.start_date,
        current: e.is_current,
      })),
    ).toEqual([
      {
        title: 'Marketing Coordinator',
        company: 'Kaveri Consumer Products Pvt. Ltd.',
        start: '2020-06',
        current: true,
      },
      {
        title: 'Digital Marketing Executive',
        company: 'BrightPath Digital Solutions',
        start: '2017-07',
        current: false,
      },
    ]);
    expect(data.experience[0]?.achievements).toEqual(['Planned trade promotions for 2,500 retail outlets']);
  });

  it('takes a headline printed after the contact line, never the name', async () => {
    const data = await parseText(
      [
        'Marcus Delgado',
        'Columbus, OH 43215 | (614) 555-0182 | marcus.delgado@example.com',
        'Warehouse Operations Supervisor',
        '',
        'SUMMARY',
        'Supervisor with nine years in high-volume distribution and a record of cutting mis-picks.',
      ].join('\n'),
    );
    expect(data.title).toBe('Warehouse Operations Supervisor');
  });
});
