import { buildZip } from './zip';

/** A CSV file as LinkedIn writes one: a header row, then quoted fields where needed. */
export function csv(rows: string[][]): string {
  const field = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

/**
 * The CSV files of a made-up person's "Get a copy of your data" archive, with the column names
 * LinkedIn documents for each file (Connections and Messages left out: a resume has no use for them).
 */
export const SAMPLE_LINKEDIN_FILES: Record<string, string> = {
  'Profile.csv': csv([
    [
      'First Name',
      'Last Name',
      'Maiden Name',
      'Address',
      'Birth Date',
      'Headline',
      'Summary',
      'Industry',
      'Zip Code',
      'Geo Location',
      'Twitter Handles',
      'Websites',
      'Instant Messengers',
    ],
    [
      'Priya',
      'Raman',
      '',
      '',
      '',
      'Data Engineer at Fernhill Analytics',
      'I build data platforms, from ingestion to dashboards.\nPreviously analytics at a retailer.',
      'Software Development',
      '',
      'Leeds, England, United Kingdom',
      '',
      '[PORTFOLIO:https://priya.example.dev,COMPANY:https://github.com/priyaraman]',
      '',
    ],
  ]),
  'Email Addresses.csv': csv([
    ['Email Address', 'Confirmed', 'Primary', 'Updated On'],
    ['old@example.com', 'Yes', 'No', '1/2/20, 10:00 AM'],
    ['priya.raman@example.com', 'Yes', 'Yes', '3/4/23, 9:15 AM'],
  ]),
  'PhoneNumbers.csv': csv([
    ['Extension', 'Number', 'Type'],
    ['', '+44 113 496 0000', 'Mobile'],
  ]),
  'Positions.csv': csv([
    ['Company Name', 'Title', 'Description', 'Location', 'Started On', 'Finished On'],
    [
      'Fernhill Analytics',
      'Data Engineer',
      '- Built the dbt models behind 40 dashboards\n- Cut warehouse cost by 30%, "without" losing freshness',
      'Leeds, United Kingdom',
      'Mar 2021',
      '',
    ],
    [
      'Northgate Retail',
      'Data Analyst',
      'Weekly sales reporting for 120 stores.',
      'York, United Kingdom',
      'Sep 2017',
      'Feb 2021',
    ],
  ]),
  'Education.csv': csv([
    ['School Name', 'Start Date', 'End Date', 'Notes', 'Degree Name', 'Activities'],
    ['University of Sheffield', '2014', '2017', '', 'BSc Mathematics', 'Chess club'],
  ]),
  'Skills.csv': csv([['Name'], ['SQL'], ['dbt'], ['Python'], ['Apache Airflow']]),
  'Languages.csv': csv([
    ['Name', 'Proficiency'],
    ['English', 'Native or bilingual proficiency'],
    ['Tamil', 'Professional working proficiency'],
  ]),
  'Certifications.csv': csv([
    ['Name', 'Url', 'Authority', 'Started On', 'Finished On', 'License Number'],
    ['Google Cloud Professional Data Engineer', '', 'Google Cloud', 'Jun 2022', 'Jun 2024', 'ABC-123'],
  ]),
  'Projects.csv': csv([
    ['Title', 'Description', 'Url', 'Started On', 'Finished On'],
    [
      'Open bus data',
      'A public dashboard of Leeds bus delays.',
      'https://github.com/priyaraman/buses',
      'Jan 2022',
      '',
    ],
  ]),
  'Connections.csv': csv([
    ['Notes:'],
    ['First Name', 'Last Name', 'URL', 'Email Address', 'Company', 'Position', 'Connected On'],
  ]),
};

/** A LinkedIn data export archive of these files (the sample person's by default). */
export function linkedInExport(files: Record<string, string> = SAMPLE_LINKEDIN_FILES): Uint8Array {
  return buildZip(
    Object.entries(files).map(([name, text]) => ({ name, data: new TextEncoder().encode(text) })),
  );
}
