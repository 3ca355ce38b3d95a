import { describe, expect, it } from 'vitest';
import { emptyEducation, emptyExperience, emptyResumeData, type ResumeData } from '../schemas/resume';
import { missingRequirements } from './resume-requirements';

function complete(): ResumeData {
  return {
    ...emptyResumeData(),
    first_name: 'Ada',
    last_name: 'Lovelace',
    location: 'London, UK',
    email: 'ada@example.com',
    summary: 'Mathematician. Writes programs.',
    skills: [{ name: 'Analysis', level: null }],
    experience: [
      {
        ...emptyExperience(),
        job_title: 'Analyst',
        company: 'Engine Co',
        start_date: '1842-01',
        is_current: true,
      },
    ],
    education: [{ ...emptyEducation(), degree: 'Private tutoring', institution: 'Home' }],
  };
}

describe('resume requirements (docs/product.md#resume-requirements)', () => {
  it('a complete resume misses nothing', () => {
    expect(missingRequirements(complete())).toEqual([]);
  });

  it('an empty resume misses all eight parts, each pointing at its step', () => {
    const missing = missingRequirements(emptyResumeData());
    expect(missing.map((m) => m.field)).toEqual([
      'first_name',
      'last_name',
      'location',
      'contacts',
      'experience',
      'education',
      'skills',
      'summary',
    ]);
    expect(new Set(missing.map((m) => m.step))).toEqual(
      new Set(['contacts', 'experience', 'education', 'skills', 'summary']),
    );
  });

  it.each([
    [
      'a contacts entry',
      { email: '', contacts: [{ type: 'linkedin' as const, value: 'linkedin.com/in/ada', label: '' }] },
    ],
    ['a phone', { email: '', phone: '+44 20 7946 0000' }],
  ])('counts %s as a contact', (_label, patch) => {
    expect(missingRequirements({ ...complete(), ...patch })).toEqual([]);
  });

  it('whitespace is not content', () => {
    const data = { ...complete(), summary: '   ', skills: [{ name: ' ', level: null }] };
    expect(missingRequirements(data).map((m) => m.field)).toEqual(['skills', 'summary']);
  });
});
