import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/index';
import { buildPdf, type PdfText } from './support/tiny-pdf';

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

  it('reads a German CV laid out as a form: labels and dates in a column beside their values', async () => {
    const row = (y: number, label: string, value: string): PdfText[] => [
      ...(label ? [{ text: label, x: 56, y }] : []),
      { text: value, x: 200, y },
    ];
    const heading = (y: number, text: string): PdfText => ({ text, x: 56, y, bold: true, size: 12 });
    const page: PdfText[] = [
      { text: 'Jonas Weber', x: 56, y: 60, size: 18, bold: true },
      { text: 'Bauingenieur', x: 56, y: 80 },
      ...row(100, 'Anschrift:', 'Lindwurmstrasse 88, 10115 Berlin'),
      ...row(114, 'Telefon:', '+49 170 3928471'),
      ...row(128, 'E-Mail:', 'jonas.weber@example.de'),
      heading(150, 'Berufserfahrung'),
      ...row(170, '03/2018 - heute', 'Projektleiter Tiefbau'),
      ...row(184, '', 'Brandl Bau GmbH, Berlin'),
      ...row(198, '', 'Leitung von Strassenbauprojekten mit 25 Mitarbeitern'),
      ...row(220, '09/2014 - 02/2018', 'Bauleiter'),
      ...row(234, '', 'Ingenieurbuero Kessler GmbH, Hamburg'),
      heading(256, 'Ausbildung'),
      ...row(276, '10/2012 - 07/2014', 'Master of Science Bauingenieurwesen'),
      ...row(290, '', 'Technische Universitaet Berlin'),
      ...row(304, '', 'Schwerpunkt: Verkehrswegebau, Abschlussnote 1,7'),
      ...row(326, '10/2008 - 09/2012', 'Bachelor of Engineering Bauingenieurwesen'),
      ...row(340, '', 'Hochschule Augsburg'),
      heading(362, 'Kenntnisse'),
      ...row(382, 'EDV:', 'AutoCAD, RIB iTWO, MS Project'),
      ...row(396, 'Sprachen:', 'Deutsch (Muttersprache), Englisch (verhandlungssicher)'),
    ];
    const { data } = await parseResume(buildPdf([page]));
    expect(data.location).toBe('Berlin');
    expect(data.experience.map((e) => [e.job_title, e.company, e.start_date, e.is_current])).toEqual([
      ['Projektleiter Tiefbau', 'Brandl Bau GmbH', '2018-03', true],
      ['Bauleiter', 'Ingenieurbuero Kessler GmbH', '2014-09', false],
    ]);
    expect(data.education.map((e) => e.institution)).toEqual([
      'Technische Universitaet Berlin',
      'Hochschule Augsburg',
    ]);
    expect(data.skills.map((s) => s.name)).toEqual(['AutoCAD', 'RIB iTWO', 'MS Project']);
    expect(data.extras?.languages.map((l) => l.name)).toEqual(['Deutsch', 'Englisch']);
  });

  it('reads dates printed above a title in capitals, the employer under it, and bullets broken by hand', async () => {
    const data = await parseText(
      [
        'Maria Santos',
        'maria.santos@example.com',
        '',
        'WORK EXPERIENCE',
        '',
        'June 2019 - Present',
        'KINDERGARTEN TEACHER',
        'St. Therese Montessori School, Cebu City',
        '  * Handle a class of 24 five-year-olds following the DepEd K to 12 Kindergarten',
        '    curriculum and Montessori practical-life activities',
        '',
        'June 2016 - May 2019',
        'TEACHER AIDE',
        'Little Stars Learning Center, Mandaue City',
        '  * Prepared learning materials for 3 classes',
      ].join('\n'),
    );
    expect(data.experience.map((e) => [e.job_title, e.company, e.start_date])).toEqual([
      ['Kindergarten Teacher', 'St. Therese Montessori School', '2019-06'],
      ['Teacher Aide', 'Little Stars Learning Center', '2016-06'],
    ]);
    expect(data.experience[0]?.achievements).toHaveLength(1);
  });

  it('reads an employer named with its place, a state of Australia, and a diploma from a high school', async () => {
    const data = await parseText(
      [
        'Jane Doe',
        'jane@example.com',
        '',
        'EXPERIENCE',
        'Front Office Associate\tApr 2022 – Present',
        'Harbourfront Grand Hotel, Singapore',
        '- Checked in 80 guests a day',
        '',
        'Dental Hygienist',
        'Smile Central Dental · Brisbane, QLD | Mar 2019 – Mar 2022',
        '- Cleaned teeth for 12 patients a day',
        '',
        'EDUCATION',
        'High School Diploma',
        'Lester B. Pearson High School, Calgary, AB',
        '2012',
      ].join('\n'),
    );
    expect(data.experience.map((e) => [e.company, e.city])).toEqual([
      ['Harbourfront Grand Hotel', ''],
      ['Smile Central Dental', 'Brisbane, QLD'],
    ]);
    expect(data.education.map((e) => [e.degree, e.institution])).toEqual([
      ['High School Diploma', 'Lester B. Pearson High School'],
    ]);
  });

  it('tells a job from an employer that has no company word: a family, a farm, a shop in Spanish', async () => {
    const data = await parseText(
      [
        'Grace Miller',
        'grace@example.com',
        '',
        'EXPERIENCE',
        'Full-Time Nanny',
        'The Henderson Family — Seattle, WA | 2018 – 2022',
        '- Cared for two children aged 2 and 5',
        '',
        'Farm Hand',
        'Hillcrest Dairy Farm | 2015 – 2018',
        '- Milked 200 cows twice a day',
        '',
        'Dependienta',
        'Viveros La Albufera | 2013 – 2015',
      ].join('\n'),
    );
    expect(data.experience.map((e) => [e.job_title, e.company])).toEqual([
      ['Full-Time Nanny', 'The Henderson Family'],
      ['Farm Hand', 'Hillcrest Dairy Farm'],
      ['Dependienta', 'Viveros La Albufera'],
    ]);
  });
});
