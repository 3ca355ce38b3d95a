import { describe, expect, it } from 'vitest';
import { checkReading } from './reading-check';
import type { ModelReading } from './reading-schema';
import { isPrintedIn, normaliseForReading, printedDates } from './reading-text';

/** A file as the upload's text extraction gives it: ligatures, curly quotes, dashes, line breaks. */
const FILE = `Jane Q. Doe
Senior Engineer
jane@example.com | +44 20 7946 0958 | London, UK
Summary
Backend engineer who builds payment systems.
Experience
Senior Engineer — Payments Ltd, London        March 2019 – Present
• Cut latency by 40% across the e\uFB03cient checkout
• Led a team of 5 engineers
Engineer, Globex                               06/2016 - 02/2019
Education
BSc Computer Science, University of Manchester   2012 – 2015
Skills: Go, Python (Advanced), “Postgres”
Languages: English (Native)`;

function reading(overrides: Partial<ModelReading> = {}): ModelReading {
  return {
    title: 'Senior Engineer',
    first_name: 'Jane',
    middle_name: 'Q.',
    last_name: 'Doe',
    email: 'jane@example.com',
    phone: '+44 20 7946 0958',
    location: 'London, UK',
    contacts: [{ type: 'email', value: 'jane@example.com', label: '' }],
    summary: 'Backend engineer who builds payment systems.',
    skills: [
      { name: 'Go', level: null },
      { name: 'Python', level: 'advanced' },
      { name: '"Postgres"', level: null },
    ],
    experience: [
      {
        job_title: 'Senior Engineer',
        company: 'Payments Ltd',
        city: 'London',
        country: '',
        start_date: '2019-03',
        end_date: null,
        is_current: true,
        company_description: '',
        achievements: ['Cut latency by 40% across the efficient checkout', 'Led a team of 5 engineers'],
      },
      {
        job_title: 'Engineer',
        company: 'Globex',
        city: '',
        country: '',
        start_date: 'June 2016',
        end_date: '2019-02',
        is_current: false,
        company_description: '',
        achievements: [],
      },
    ],
    education: [
      {
        degree: 'BSc',
        institution: 'University of Manchester',
        field_of_study: 'Computer Science',
        city: '',
        country: '',
        start_date: '2012',
        graduation_date: '2015',
      },
    ],
    extras: {
      languages: [{ name: 'English', level: 'Native' }],
      certifications: [],
      projects: [],
      links: [],
    },
    ...overrides,
  };
}

describe('checkReading: every value of an AI reading must be printed in the file', () => {
  it('keeps a reading whose every value is printed, whatever the case, dashes, quotes and ligatures', () => {
    const { reading: checked, unsupported } = checkReading(reading(), FILE);
    expect(unsupported).toEqual([]);
    expect(checked.experience[0]?.achievements[0]).toBe('Cut latency by 40% across the efficient checkout');
    expect(checked.skills.map((s) => s.name)).toEqual(['Go', 'Python', '"Postgres"']);
    expect(checked.skills[1]?.level).toBe('advanced');
  });

  it('removes a value the file does not print and lists it with its path', () => {
    const invented = reading({ phone: '+1 555 0100', summary: 'Backend engineer at Google.' });
    invented.experience[0]?.achievements.push('Grew revenue by 300%');
    const { reading: checked, unsupported } = checkReading(invented, FILE);
    expect(unsupported).toEqual([
      { path: 'phone', value: '+1 555 0100' },
      { path: 'summary', value: 'Backend engineer at Google.' },
      { path: 'experience.0.achievements.2', value: 'Grew revenue by 300%' },
    ]);
    expect(checked.phone).toBe('');
    expect(checked.summary).toBe('');
    expect(checked.experience[0]?.achievements).toEqual([
      'Cut latency by 40% across the efficient checkout',
      'Led a team of 5 engineers',
    ]);
  });

  it('does not take a word inside a longer word for the word ("Go" is not in "Google")', () => {
    const { unsupported } = checkReading(reading({ skills: [{ name: 'Rust', level: null }] }), FILE);
    expect(unsupported).toEqual([{ path: 'skills.0.name', value: 'Rust' }]);
    expect(isPrintedIn(normaliseForReading('Google Cloud'), 'Go')).toBe(false);
    expect(isPrintedIn(normaliseForReading('Go, Google Cloud'), 'go')).toBe(true);
  });

  it('keeps a date printed in any form, in the stored form, and removes one not printed', () => {
    const wrong = reading();
    const globex = wrong.experience[1];
    if (globex) globex.end_date = '2019-05';
    const { reading: checked, unsupported } = checkReading(wrong, FILE);
    expect(checked.experience[0]?.start_date).toBe('2019-03'); // "March 2019"
    expect(checked.experience[1]?.start_date).toBe('2016-06'); // "June 2016" given, "06/2016" printed
    expect(checked.experience[1]?.end_date).toBeNull();
    expect(unsupported).toEqual([{ path: 'experience.1.end_date', value: '2019-05' }]);
  });

  it('accepts a bare year when the file prints a date in it, not a month it does not print', () => {
    const { reading: checked, unsupported } = checkReading(
      reading({
        education: [{ ...reading().education[0]!, start_date: '2012-09', graduation_date: '2015' }],
      }),
      FILE,
    );
    expect(unsupported).toEqual([{ path: 'education.0.start_date', value: '2012-09' }]);
    expect(checked.education[0]?.start_date).toBe('');
    expect(checked.education[0]?.graduation_date).toBe('2015');
  });

  it('sets a skill level the file does not print to none, and drops an entry left with nothing', () => {
    const { reading: checked, unsupported } = checkReading(
      reading({
        skills: [{ name: 'Go', level: 'expert' }],
        contacts: [{ type: 'github', value: 'github.com/janedoe', label: '' }],
      }),
      FILE,
    );
    expect(checked.skills).toEqual([{ name: 'Go', level: null }]);
    expect(checked.contacts).toEqual([]);
    expect(unsupported).toEqual([
      { path: 'contacts.0.value', value: 'github.com/janedoe' },
      { path: 'skills.0.level', value: 'expert' },
    ]);
  });
});

describe('printedDates', () => {
  it('reads every range and single date of every line', () => {
    expect([...printedDates(FILE)].sort()).toEqual(['2012', '2015', '2016-06', '2019-02', '2019-03']);
    expect([...printedDates('Since 03/2019\nCertified 2021, renewed Jan 2023')].sort()).toEqual([
      '2019-03',
      '2021',
      '2023-01',
    ]);
  });
});
