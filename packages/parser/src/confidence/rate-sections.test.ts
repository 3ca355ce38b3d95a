import { describe, expect, it } from 'vitest';
import { type ResumeReading, rateSections } from './rate-sections';
import type { EntryReading, SectionReading } from './signals';

const job = (title: string, achievements: string[] = [], dated = true): EntryReading => ({
  title,
  dated,
  achievements,
});

const section = (heading: string | null, lines: string[], entries: EntryReading[]): SectionReading => ({
  headings: heading ? [heading] : [],
  lines,
  entries,
});

const SIX_JOBS = [
  'Senior Engineer, Acme Corp — Jan 2022 – Present',
  'Engineer, Globex — Mar 2019 – Dec 2021',
  'Developer, Initech — 2017 – 2019',
  'Junior Developer, Hooli — 2015 – 2017',
  'Intern, Vandelay — Jun 2014 – Aug 2014',
  'Assistant, Pied Piper — 2012 – 2014',
];

/** A resume read as printed: two positions, a school, skills, a name and an email. */
const clean = (): ResumeReading => ({
  lines: ['Jane Doe', 'jane@example.com', ...SIX_JOBS.slice(0, 2), 'BSc, University of Leeds, 2011 – 2014'],
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '',
  experience: section('Experience', SIX_JOBS.slice(0, 2), [
    job('Senior Engineer', ['Cut latency by 40% by caching sessions']),
    job('Engineer', ['Shipped the new checkout to 2 million users']),
  ]),
  education: section('Education', ['BSc, University of Leeds, 2011 – 2014'], [job('BSc')]),
  skills: section('Skills', ['Go, Python'], [job('Go'), job('Python')]),
});

const rating = (reading: ResumeReading, name: string) =>
  rateSections(reading).find((s) => s.section === name)!;

describe('how surely each section was read', () => {
  it('rates a resume read as printed high everywhere, with no reasons', () => {
    expect(rateSections(clean())).toEqual([
      { section: 'contact', confidence: 'high', reasons: [] },
      { section: 'experience', confidence: 'high', reasons: [] },
      { section: 'education', confidence: 'high', reasons: [] },
      { section: 'skills', confidence: 'high', reasons: [] },
    ]);
  });

  it('rates low a section with 6 dated lines of which 1 entry was read', () => {
    const reading = clean();
    reading.experience = section('Work history', SIX_JOBS, [
      job('Senior Engineer', ['Led the platform team of 8 engineers']),
    ]);
    expect(rating(reading, 'experience')).toEqual({
      section: 'experience',
      confidence: 'low',
      reasons: ['6 lines carry dates, but only 1 position was read: some may have been merged or lost.'],
    });
  });

  it('rates low a heading with nothing read under it, and names the heading', () => {
    const reading = clean();
    reading.skills = section('TECHNICAL SKILLS', ['Go  ·  Python  ·  Kafka'], []);
    expect(rating(reading, 'skills')).toEqual({
      section: 'skills',
      confidence: 'low',
      reasons: ['The “TECHNICAL SKILLS” heading was found, but nothing under it could be read.'],
    });
  });

  it('keeps every reason and the lowest confidence when several signals fire', () => {
    const reading = clean();
    reading.experience = section('Experience', SIX_JOBS.slice(0, 3), [
      job('Senior Engineer', ['Globex Corporation', 'Mar 2019 – Dec 2021', 'Austin, TX']),
      job('', ['Wrote the billing service'], false),
    ]);
    const { confidence, reasons } = rating(reading, 'experience');
    expect(confidence).toBe('low');
    expect(reasons).toEqual([
      '3 lines carry dates, but only 2 positions were read: some may have been merged or lost.',
      '3 achievements look like an employer, a place or dates (“Globex Corporation”): another position may have been read into the one above it.',
      '1 of 2 positions has no title or no dates.',
    ]);
  });

  it('rates the education entries with the words of education', () => {
    const reading = clean();
    reading.education = section('Education', ['BSc, Leeds, 2011 – 2014'], [job(''), job('MSc')]);
    expect(rating(reading, 'education')).toEqual({
      section: 'education',
      confidence: 'medium',
      reasons: ['1 of 2 education entries has no title or no dates.'],
    });
  });

  it('rates the contact details by the name read and the ways to reach the person', () => {
    const reading = clean();
    reading.name = '';
    reading.email = '';
    expect(rating(reading, 'contact')).toEqual({
      section: 'contact',
      confidence: 'low',
      reasons: [
        'No name was read at the top of the file.',
        'Neither an email address nor a phone number was read.',
      ],
    });
  });
});
