import jsonResumeSchema from '@jsonresume/schema';
import sample from '@jsonresume/schema/sample.resume.json';
import { describe, expect, it } from 'vitest';
import { fitResumeToLimits } from '../rules/fit-resume';
import { type ResumeData, resumeDataSchema } from '../schemas/resume';
import { arrangedResume, resumeWith, untidyResume } from '../testing';
import { fromJsonResume, isJsonResume, toJsonResume } from './json-resume';

/** The official schema's verdict: the error messages, [] when the file is valid. */
function schemaErrors(json: unknown): string[] {
  let errors: string[] = [];
  jsonResumeSchema.validate(json, (found) => {
    errors = (found ?? []).map((e) => e.stack);
  });
  return errors;
}

describe('JSON Resume export', () => {
  it('is valid against the official schema, for a full resume and an empty one', () => {
    expect(schemaErrors(toJsonResume(untidyResume()))).toEqual([]);
    expect(schemaErrors(toJsonResume(resumeWith({})))).toEqual([]);
    expect(toJsonResume(resumeWith({}))).toEqual({
      $schema: expect.stringContaining('jsonresume'),
      basics: {},
    });
  });

  it('puts each field where JSON Resume keeps it', () => {
    const json = toJsonResume(untidyResume());
    expect(json.basics).toMatchObject({
      name: 'Jane A. Doe',
      label: 'Software Engineer',
      email: 'jane@example.com',
      location: { city: 'San Francisco, CA' },
      profiles: [
        { network: 'LinkedIn', username: 'linkedin.com/in/jane' },
        { network: 'Work', username: 'JANE@example.com' },
        { network: 'Portfolio', username: 'jane.dev' },
        { network: 'Blog', username: 'jane.dev/blog' },
      ],
    });
    expect(json.work?.[0]).toEqual({
      name: 'Acme',
      position: 'Staff Engineer',
      location: 'San Francisco, USA',
      description: 'Payments for small shops.',
      startDate: '2020-01',
      highlights: ['Cut p99 latency by 40%.', 'Led a team\nof five.'],
    });
    expect(json.work?.[1]).toMatchObject({ startDate: '2016', endDate: '2019-12' });
    expect(json.skills).toContainEqual({ name: 'Go', level: 'expert' });
    expect(json.certificates).toEqual([
      { name: 'AWS Solutions Architect', issuer: 'Amazon', date: '2021-03' },
    ]);
  });
});

describe('JSON Resume import', () => {
  it('gives back the same resume for every field JSON Resume has', () => {
    const untidy = untidyResume();
    const back = fromJsonResume(JSON.parse(JSON.stringify(toJsonResume(untidy))));
    const blankSkill = (s: ResumeData['skills'][number]) => s.name.trim() !== '';
    const expected: ResumeData = {
      ...untidy,
      skills: untidy.skills.filter(blankSkill),
      experience: untidy.experience.map((job) => ({
        ...job,
        achievements: job.achievements.filter((a) => a.trim()),
      })),
      // JSON Resume has no separate list of links: they travel as profiles and come back as contacts.
      contacts: [...untidy.contacts, { type: 'website', value: 'jane.dev/blog', label: 'Blog' }],
      extras: {
        ...untidy.extras!,
        // The schema wants a project's address in full.
        projects: [
          { name: 'pgq', description: 'A job queue on PostgreSQL.', url: 'https://github.com/jane/pgq' },
        ],
        links: [],
      },
    };
    // An entry with nothing in it is not written, so does not come back.
    expected.experience = expected.experience.filter((job) => job.job_title || job.company);
    expect(back).toEqual(expected);
    expect(resumeDataSchema.safeParse(back).success).toBe(true);
  });

  it("reads the schema's own sample resume", () => {
    expect(isJsonResume(sample)).toBe(true);
    const data = fromJsonResume(sample);
    expect(data).toMatchObject({
      first_name: 'Richard',
      last_name: 'Hendriks',
      title: 'Programmer',
      email: 'richard.hendriks@mail.com',
      location: 'San Francisco, California, US',
    });
    expect(data.contacts[0]).toEqual({
      type: 'website',
      value: 'http://richardhendricks.example.com',
      label: '',
    });
    expect(data.experience[0]).toMatchObject({
      company: 'Pied Piper',
      job_title: 'CEO/President',
      city: 'Palo Alto',
      country: 'CA',
      start_date: '2013-12',
      end_date: '2014-12',
      is_current: false,
    });
    expect(data.education[0]).toMatchObject({
      institution: 'University of Oklahoma',
      degree: 'Bachelor',
      field_of_study: 'Information Technology',
      graduation_date: '2014-01',
    });
    // A skill group's keywords are skills of their own.
    expect(data.skills.map((s) => s.name)).toEqual(
      expect.arrayContaining(['Web Development', 'HTML', 'CSS']),
    );
    expect(resumeDataSchema.safeParse(data).success).toBe(true);
  });

  it('keeps what it can read when some fields have the wrong type', () => {
    const data = fromJsonResume({
      basics: { name: 42, email: 'ana@example.com', profiles: 'none' },
      work: [{ name: 'Acme', position: ['x'], startDate: '2021-02-30' }, 7],
      skills: [{ name: 'SQL', level: 'Wizard', keywords: [1, 'dbt'] }],
    });
    expect(data.first_name).toBe('');
    expect(data.email).toBe('ana@example.com');
    expect(data.experience).toEqual([
      expect.objectContaining({ company: 'Acme', job_title: '', start_date: '2021-02' }),
    ]);
    expect(data.skills).toEqual([
      { name: 'SQL', level: null },
      { name: 'dbt', level: null },
    ]);
  });

  it('tells a JSON Resume from our own ResumeData and from anything else', () => {
    expect(isJsonResume({ basics: {} })).toBe(true);
    expect(isJsonResume({ work: [] })).toBe(true);
    expect(isJsonResume(untidyResume())).toBe(false);
    expect(isJsonResume([])).toBe(false);
    expect(isJsonResume('basics')).toBe(false);
  });
});

describe('JSON Resume export and import of an arranged resume', () => {
  const arranged = arrangedResume(
    {
      order: ['education', 'custom:vol', 'experience'],
      headings: { experience: 'Work history' },
      hidden: ['summary'],
    },
    'Volunteering',
  );
  const exported = () => JSON.parse(JSON.stringify(toJsonResume(arranged)));

  it('carries the order, headings, hidden sections and sections of your own in meta.resumecraft, still valid', () => {
    const json = exported();
    expect(schemaErrors(json)).toEqual([]);
    expect(json.meta.resumecraft.sections).toEqual(arranged.sections);
    expect(json.meta.resumecraft.custom_sections[0]).toMatchObject({
      heading: 'Volunteering',
      entries: [expect.objectContaining({ title: 'Code Club mentor' })],
    });
  });

  it('brings them back on import, as an upload keeps them', () => {
    const back = fitResumeToLimits(fromJsonResume(exported())).data;
    expect(back.sections).toEqual(arranged.sections);
    expect(back.custom_sections).toEqual(arranged.custom_sections);
  });

  it('reads choices that do not hold as none, and sections of your own without a usable id not at all', () => {
    const json = exported();
    json.meta.resumecraft.sections.order = ['hobbies'];
    const vol = json.meta.resumecraft.custom_sections[0];
    json.meta.resumecraft.custom_sections = [vol, vol, { ...vol, id: 'has space' }];
    const back = fromJsonResume(json);
    expect(back.sections).toBeUndefined();
    expect(back.custom_sections?.map((section) => section.id)).toEqual(['vol']);
    expect(fromJsonResume({ ...json, meta: { resumecraft: 'nonsense' } })).not.toHaveProperty(
      'custom_sections',
    );
  });
});
