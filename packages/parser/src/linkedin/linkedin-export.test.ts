import { RESUME_LIMITS } from '@resume/core';
import { describe, expect, it } from 'vitest';
import { csv, linkedInExport, SAMPLE_LINKEDIN_FILES } from '../../test/support/linkedin';
import { buildZip } from '../../test/support/zip';
import { detectFileType } from '../detect-file-type';
import { ParseError } from '../errors';
import { parseResume } from '../parse-resume';

describe('LinkedIn data export', () => {
  it('is told apart from a DOCX and other zips by its CSV files', () => {
    expect(detectFileType(linkedInExport())).toBe('linkedin');
    expect(detectFileType(linkedInExport({ 'Positions.csv': 'Company Name\n' }))).toBe('linkedin');
    expect(detectFileType(buildZip([{ name: 'notes.csv', data: new Uint8Array([65]) }]))).toBe('unsupported');
  });

  it('reads the profile, contact details, positions, education, skills and extras', async () => {
    const { data, fileType, warnings } = await parseResume(linkedInExport());
    expect(fileType).toBe('linkedin');
    expect(warnings).toEqual([]);
    expect(data).toMatchObject({
      first_name: 'Priya',
      last_name: 'Raman',
      title: 'Data Engineer at Fernhill Analytics',
      summary: 'I build data platforms, from ingestion to dashboards.\nPreviously analytics at a retailer.',
      location: 'Leeds, England, United Kingdom',
      email: 'priya.raman@example.com',
      phone: '+44 113 496 0000',
    });
    expect(data.contacts).toEqual([
      { type: 'website', value: 'https://priya.example.dev', label: '' },
      { type: 'github', value: 'https://github.com/priyaraman', label: '' },
    ]);
    expect(data.experience).toEqual([
      {
        job_title: 'Data Engineer',
        company: 'Fernhill Analytics',
        company_description: '',
        city: 'Leeds',
        country: 'United Kingdom',
        start_date: '2021-03',
        end_date: null,
        is_current: true,
        achievements: [
          'Built the dbt models behind 40 dashboards',
          'Cut warehouse cost by 30%, "without" losing freshness',
        ],
      },
      expect.objectContaining({
        company: 'Northgate Retail',
        start_date: '2017-09',
        end_date: '2021-02',
        is_current: false,
      }),
    ]);
    expect(data.education).toEqual([
      expect.objectContaining({
        institution: 'University of Sheffield',
        degree: 'BSc Mathematics',
        start_date: '2014',
        graduation_date: '2017',
      }),
    ]);
    expect(data.skills.map((s) => s.name)).toEqual(['SQL', 'dbt', 'Python', 'Apache Airflow']);
    expect(data.extras).toEqual({
      languages: [
        { name: 'English', level: 'Native or bilingual proficiency' },
        { name: 'Tamil', level: 'Professional working proficiency' },
      ],
      certifications: [
        { name: 'Google Cloud Professional Data Engineer', issuer: 'Google Cloud', date: '2022-06' },
      ],
      projects: [
        {
          name: 'Open bus data',
          description: 'A public dashboard of Leeds bus delays.',
          url: 'https://github.com/priyaraman/buses',
        },
      ],
      links: [],
    });
  });

  it('reads the files inside a folder, and says what a partial export lacks', async () => {
    const positions = SAMPLE_LINKEDIN_FILES['Positions.csv']!;
    const { data, warnings } = await parseResume(
      linkedInExport({ 'Basic_LinkedInDataExport/Positions.csv': positions }),
    );
    expect(data.experience).toHaveLength(2);
    expect(warnings).toEqual(
      expect.arrayContaining(['Could not find your name', 'Could not find any education']),
    );
  });

  it('keeps what fits a resume of a history longer than one may hold', async () => {
    const rows = Array.from({ length: 45 }, (_, i) => [
      `Company ${i}`,
      'Engineer',
      '',
      '',
      'Jan 2010',
      'Jan 2011',
    ]);
    const positions = csv([
      ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
      ...rows,
    ]);
    const { data, warnings } = await parseResume(
      linkedInExport({ ...SAMPLE_LINKEDIN_FILES, 'Positions.csv': positions }),
    );
    expect(data.experience).toHaveLength(RESUME_LIMITS.entries.experience);
    expect(warnings).toContain('The file held more than a resume can, so only its first part was kept');
  });

  it('refuses a zip bomb before inflating it, by its ratio and by its total', async () => {
    const huge = new Uint8Array(40 * 1024 * 1024).fill(0x41);
    const bomb = buildZip([
      { name: 'Profile.csv', data: new TextEncoder().encode(SAMPLE_LINKEDIN_FILES['Profile.csv']!) },
      { name: 'Positions.csv', data: huge, declaredSize: 100 },
    ]);
    const error = await parseResume(bomb).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ParseError);
    expect((error as ParseError).code).toBe('corrupt');
    expect((error as ParseError).message).toBe(
      'This LinkedIn export expands to far more data than a resume.',
    );
  });

  it('says so when the export holds nothing a resume can use', async () => {
    const error = await parseResume(linkedInExport({ 'Profile.csv': 'First Name,Last Name\n' })).catch(
      (e: unknown) => e,
    );
    expect((error as ParseError).code).toBe('no_text');
  });
});
