import { describe, expect, it } from 'vitest';
import { formatResumeDates } from '../dates';
import { emptyResumeData } from '../schemas/resume';
import { resumeWith, untidyResume } from '../testing';
import { resumeToPlainText } from './plain-text-resume';

describe('resume as plain text', () => {
  it('reads top to bottom like the resume: header, sections with headings, entries apart', () => {
    expect(resumeToPlainText(untidyResume())).toBe(
      [
        'Jane A. Doe',
        'Software Engineer',
        'jane@example.com | +1 415 555 0142 | San Francisco, CA | LinkedIn: linkedin.com/in/jane | Portfolio: jane.dev',
        '',
        'SUMMARY',
        'Backend engineer with eight years in payments.',
        '',
        'I make systems fast.',
        '',
        'EXPERIENCE',
        'Staff Engineer — Acme',
        'Jan 2020 – Present | San Francisco, USA',
        'Payments for small shops.',
        '- Cut p99 latency by 40%.',
        '- Led a team of five.',
        '',
        'Engineer — Initech',
        '2016 – Dec 2019',
        '',
        'EDUCATION',
        'BSc in Computer Science — Stanford University',
        'Sep 2012 – Jun 2016',
        '',
        'SKILLS',
        'Go (Expert), PostgreSQL',
        '',
        'LANGUAGES',
        'English (Native), Spanish',
        '',
        'CERTIFICATIONS',
        '- AWS Solutions Architect — Amazon, Mar 2021',
        '',
        'PROJECTS',
        'pgq — github.com/jane/pgq',
        'A job queue on PostgreSQL.',
        '',
        'LINKS',
        'Blog: jane.dev/blog',
        '',
      ].join('\n'),
    );
  });

  it('leaves out empty sections and never prints a heading alone', () => {
    const text = resumeToPlainText(resumeWith({ first_name: 'Ana', skills: [{ name: 'SQL', level: null }] }));
    expect(text).toBe('Ana\n\nSKILLS\nSQL\n');
    expect(resumeToPlainText(emptyResumeData())).toBe('');
  });

  it('keeps accents and other scripts as they are', () => {
    const text = resumeToPlainText(
      resumeWith({ first_name: 'María', last_name: 'García', title: 'Инженер' }),
    );
    expect(text).toBe('María García\nИнженер\n');
  });
});

describe('resume dates', () => {
  it.each([
    ['2020-01', null, true, 'Jan 2020 – Present'],
    ['2020-01', '2021-12', false, 'Jan 2020 – Dec 2021'],
    ['2020', '2020', false, '2020'],
    ['', '2021-06', false, 'Jun 2021'],
    ['2019-03', null, false, 'Mar 2019'],
    ['', null, false, ''],
    ['spring 2019', null, false, 'spring 2019'],
  ])('%s to %s (current: %s) reads %s', (start, end, current, expected) => {
    expect(formatResumeDates(start, end, current)).toBe(expected);
  });
});
