import { describe, expect, it } from 'vitest';
import { emptyEducation, emptyExperience, emptyResumeData, type ResumeData } from '../schemas/resume';
import { joinPresent, toResumeView } from './resume-view';

const resume = (data: Partial<ResumeData>): ResumeData => ({ ...emptyResumeData(), ...data });

describe('toResumeView', () => {
  it('writes the full name with the middle name, skipping missing parts', () => {
    expect(toResumeView(resume({ first_name: 'Jane', middle_name: 'A.', last_name: 'Doe' })).name).toBe(
      'Jane A. Doe',
    );
    expect(toResumeView(resume({ first_name: ' Jane ', last_name: 'Doe' })).name).toBe('Jane Doe');
  });

  it('lists email, phone and location before the other contacts, each once', () => {
    const view = toResumeView(
      resume({
        email: 'jane@example.com',
        phone: '415.555.0142',
        location: 'Oslo',
        contacts: [
          { type: 'email', value: 'mailto:Jane@example.com', label: '' },
          { type: 'phone', value: '(415) 555-0142', label: '' },
          { type: 'github', value: 'github.com/jane', label: '' },
          { type: 'other', value: '  ', label: 'Empty' },
        ],
      }),
    );
    expect(view.contacts.map((c) => [c.value, c.href])).toEqual([
      ['jane@example.com', 'mailto:jane@example.com'],
      ['415.555.0142', 'tel:4155550142'],
      ['Oslo', ''],
      ['github.com/jane', 'https://github.com/jane'],
    ]);
    expect(view.contacts[3]?.caption).toBe('GitHub');
  });

  it('drops entries the person left blank while editing', () => {
    const view = toResumeView(
      resume({
        experience: [
          emptyExperience(),
          { ...emptyExperience(), company: 'Acme', achievements: ['', ' Shipped it '] },
        ],
        education: [emptyEducation()],
        skills: [{ name: ' ', level: 'expert' }],
        extras: {
          languages: [{ name: '', level: 'C1' }],
          certifications: [],
          projects: [{ name: '', description: '', url: '' }],
          links: [{ label: 'Blog', url: '' }],
        },
      }),
    );
    expect(view.experience).toEqual([
      { jobTitle: '', company: 'Acme', place: '', dates: '', description: '', achievements: ['Shipped it'] },
    ]);
    expect([view.education, view.skills, view.languages, view.projects, view.links]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
  });

  it('reads degree and field together, and places as "City, Country"', () => {
    const view = toResumeView(
      resume({
        education: [
          { ...emptyEducation(), degree: 'MSc', field_of_study: 'Physics', city: 'Lyon', country: 'France' },
          { ...emptyEducation(), field_of_study: 'Chemistry', country: 'Spain' },
        ],
      }),
    );
    expect(view.education.map((e) => [e.degree, e.place])).toEqual([
      ['MSc in Physics', 'Lyon, France'],
      ['Chemistry', 'Spain'],
    ]);
  });

  it('writes skill levels as words', () => {
    const view = toResumeView(
      resume({
        skills: [
          { name: 'Go', level: 'advanced' },
          { name: 'Rust', level: null },
        ],
      }),
    );
    expect(view.skills.map((s) => [s.name, s.level])).toEqual([
      ['Go', 'Advanced'],
      ['Rust', ''],
    ]);
  });

  it('copes with a resume that has no extras at all', () => {
    const { extras: _, ...withoutExtras } = emptyResumeData();
    expect(toResumeView(withoutExtras).links).toEqual([]);
  });
});

describe('joinPresent', () => {
  it('puts separators only between parts that exist', () => {
    expect(joinPresent(['Berlin', '', 'Germany'])).toBe('Berlin, Germany');
    expect(joinPresent(['', ''])).toBe('');
  });
});
