import {
  emptyResumeData,
  findUrls,
  linkType,
  parseDatePoint,
  type ResumeData,
  splitPlace,
} from '@resume/core';
import { guardZip, type ZipKind } from '../read/zip-guard';
import { parseCsv } from './csv';

/** LinkedIn's "Get a copy of your data" archive: CSV files named as LinkedIn documents them. */
export const LINKEDIN_ZIP: ZipKind = { name: 'LinkedIn export', parts: /\.csv$/i };

/** The files that make an archive a LinkedIn export (one of them is enough). */
export const LINKEDIN_MARKERS = ['Profile.csv', 'Positions.csv'];

type Rows = Record<string, string>[];

/** The archive's CSV files by their base name ("Positions.csv"), wherever they sit in it. */
function csvFiles(bytes: Uint8Array): Map<string, Rows> {
  const files = new Map<string, Rows>();
  for (const [path, data] of guardZip(bytes, () => true, LINKEDIN_ZIP)) {
    const name = path.split('/').pop() ?? path;
    files.set(name, parseCsv(new TextDecoder().decode(data)));
  }
  return files;
}

/** "Mar 2020", "2020", "03/2020" → `2020-03`, `2020`; anything else as unknown. */
const month = (value: string | undefined): string => parseDatePoint(value ?? '') ?? '';

/** A role's description as achievements: one per line, without the bullet typed before it. */
const achievementsOf = (description: string): string[] =>
  description
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-•*·▪◦]\s*/, '').trim())
    .filter(Boolean);

function experience(rows: Rows): ResumeData['experience'] {
  return rows.map((row) => {
    const end = month(row['Finished On']);
    return {
      job_title: row.Title ?? '',
      company: row['Company Name'] ?? '',
      company_description: '',
      ...splitPlace(row.Location ?? ''),
      start_date: month(row['Started On']),
      end_date: end || null,
      is_current: !end && Boolean(row['Started On']),
      achievements: achievementsOf(row.Description ?? ''),
    };
  });
}

function education(rows: Rows): ResumeData['education'] {
  return rows.map((row) => ({
    degree: row['Degree Name'] ?? '',
    field_of_study: '',
    institution: row['School Name'] ?? '',
    city: '',
    country: '',
    start_date: month(row['Start Date']),
    graduation_date: month(row['End Date']) || null,
  }));
}

/** The primary address first, then the others, as LinkedIn lists them. */
function emailOf(rows: Rows): string {
  const primary = rows.find((row) => /^yes$/i.test(row.Primary ?? ''));
  return (primary ?? rows[0])?.['Email Address'] ?? '';
}

/**
 * A LinkedIn data export as ResumeData (unbounded: the caller fits it to the resume limits). Only
 * the files a resume needs are read; a file that is missing leaves its part of the resume empty.
 */
export function readLinkedInExport(bytes: Uint8Array): ResumeData {
  const files = csvFiles(bytes);
  const rows = (name: string): Rows => files.get(name) ?? [];
  const profile = rows('Profile.csv')[0] ?? {};
  // "[PORTFOLIO:https://jane.dev,BLOG:https://…]" and other ways LinkedIn lists websites.
  const sites = findUrls(profile.Websites ?? '');
  return {
    ...emptyResumeData(),
    first_name: profile['First Name'] ?? '',
    last_name: profile['Last Name'] ?? '',
    title: profile.Headline ?? '',
    summary: profile.Summary ?? '',
    location: profile['Geo Location'] ?? '',
    email: emailOf(rows('Email Addresses.csv')),
    phone: rows('PhoneNumbers.csv')[0]?.Number ?? '',
    contacts: sites.map((url) => ({
      type: linkType(url),
      value: url,
      label: '',
    })),
    experience: experience(rows('Positions.csv')),
    education: education(rows('Education.csv')),
    skills: rows('Skills.csv')
      .map((row) => row.Name ?? '')
      .filter(Boolean)
      .map((name) => ({ name, level: null })),
    extras: {
      languages: rows('Languages.csv').map((row) => ({ name: row.Name ?? '', level: row.Proficiency ?? '' })),
      certifications: rows('Certifications.csv').map((row) => ({
        name: row.Name ?? '',
        issuer: row.Authority ?? '',
        date: month(row['Started On']),
      })),
      projects: rows('Projects.csv').map((row) => ({
        name: row.Title ?? '',
        description: row.Description ?? '',
        url: row.Url ?? '',
      })),
      links: [],
    },
  };
}
