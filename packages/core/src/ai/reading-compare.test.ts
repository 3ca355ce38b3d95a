import { describe, expect, it } from 'vitest';
import { emptyEducation, emptyExperience, emptyResumeData, type ResumeData } from '../schemas/resume';
import { compareReadings } from './reading-compare';
import { aiChoices, mergeReadings } from './reading-merge';

const position = (job_title: string, company: string, start_date = '') => ({
  ...emptyExperience(),
  job_title,
  company,
  start_date,
});

/** The layout parser merged two jobs into one title and missed the phone. */
const layout: ResumeData = {
  ...emptyResumeData(),
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  summary: 'Backend engineer.',
  contacts: [{ type: 'linkedin', value: 'linkedin.com/in/janedoe', label: '' }],
  skills: [{ name: 'Go', level: null }],
  experience: [position('Senior Engineer Acme', 'Payments Ltd', '2020-01'), position('Intern', 'Initech')],
  education: [{ ...emptyEducation(), degree: 'BSc', institution: 'University of Manchester' }],
};

const ai: ResumeData = {
  ...emptyResumeData(),
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone: '+44 20 7946 0958',
  summary: 'Backend engineer.',
  contacts: [{ type: 'linkedin', value: 'linkedin.com/in/janedoe', label: '' }],
  skills: [
    { name: 'Go', level: null },
    { name: 'Python', level: null },
  ],
  experience: [
    position('Senior Engineer', 'Payments Ltd', '2020-01'),
    position('Engineer', 'Globex', '2017-03'),
  ],
  education: [{ ...emptyEducation(), degree: 'BSc', institution: 'University of Manchester' }],
};

const rowsByPath = () => Object.fromEntries(compareReadings(layout, ai).map((row) => [row.path, row]));

describe('compareReadings', () => {
  it('gives one row per personal field, contact, the skills, and each entry, paired by likeness', () => {
    const rows = compareReadings(layout, ai);
    expect(rows.map((r) => [r.path, r.same])).toEqual([
      ['name', true],
      ['email', true],
      ['phone', false],
      ['summary', true],
      ['contacts.0', true],
      ['skills', false],
      ['experience.0', false],
      ['experience.1', false],
      ['experience.2', false],
      ['education.0', true],
    ]);
    const byPath = rowsByPath();
    expect(byPath.phone).toMatchObject({ label: 'Phone', layout: null, ai: '+44 20 7946 0958' });
    expect(byPath.skills).toMatchObject({ layout: 'Go', ai: 'Go, Python' });
  });

  it('pairs the same position however its title was read, and keeps entries only one side has', () => {
    const byPath = rowsByPath();
    expect(byPath['experience.0']).toMatchObject({
      label: 'Position: Senior Engineer Acme at Payments Ltd',
      layout: 'Senior Engineer Acme at Payments Ltd\nJan 2020',
      ai: 'Senior Engineer at Payments Ltd\nJan 2020',
      layout_index: 0,
      ai_index: 0,
    });
    // The AI's second position matches nothing of the layout's: its own row, in the AI's order.
    expect(byPath['experience.1']).toMatchObject({ layout: null, layout_index: null, ai_index: 1 });
    expect(byPath['experience.2']).toMatchObject({ ai: null, layout_index: 1, ai_index: null });
  });

  it('leaves out what neither reading holds', () => {
    const empty = compareReadings(emptyResumeData(), emptyResumeData());
    expect(empty).toEqual([]);
  });
});

describe('mergeReadings', () => {
  const rows = compareReadings(layout, ai);

  it('keeps the layout reading where nothing is picked', () => {
    expect(mergeReadings(layout, ai, rows, new Set())).toEqual({
      ...layout,
      extras: { languages: [], certifications: [], projects: [], links: [] },
    });
  });

  it("takes the AI's value for exactly the picked rows", () => {
    const merged = mergeReadings(layout, ai, rows, new Set(['phone', 'experience.0']));
    expect(merged.phone).toBe('+44 20 7946 0958');
    expect(merged.skills).toEqual(layout.skills);
    // The picked position is the AI's; the AI-only one stays out (ours picked: nothing); the
    // layout-only one stays in.
    expect(merged.experience.map((e) => e.job_title)).toEqual(['Senior Engineer', 'Intern']);
  });

  it("'Use all of AI's' picks every row where the AI read something else", () => {
    const picks = aiChoices(rows);
    expect([...picks]).toEqual(['phone', 'skills', 'experience.0', 'experience.1']);
    const merged = mergeReadings(layout, ai, rows, picks);
    expect(merged.experience.map((e) => e.company)).toEqual(['Payments Ltd', 'Globex', 'Initech']);
    expect(merged.skills.map((s) => s.name)).toEqual(['Go', 'Python']);
  });

  it('takes the whole name together', () => {
    const renamed = { ...ai, first_name: 'Janet', middle_name: 'Q.', last_name: 'Doe-Smith' };
    const nameRows = compareReadings(layout, renamed);
    const merged = mergeReadings(layout, renamed, nameRows, new Set(['name']));
    expect([merged.first_name, merged.middle_name, merged.last_name]).toEqual(['Janet', 'Q.', 'Doe-Smith']);
    expect(merged.email).toBe(layout.email);
  });
});
