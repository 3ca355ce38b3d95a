import { emptyExperience, emptyResumeData, type ResumeData } from '../schemas/resume';
import { copies } from './copies';

/** An empty resume with these fields filled: for a test about one or two fields. */
export const resumeWith = (overrides: Partial<ResumeData>): ResumeData => ({
  ...emptyResumeData(),
  ...overrides,
});

/**
 * A resume with every section, as a person left it while typing: a contact repeating the email in
 * capitals, a blank skill, an empty achievement, a line break inside an achievement, extra spaces,
 * a year-only date and an empty position. What the export formats must tidy as they print it.
 */
export const untidyResume = copies(
  resumeWith({
    first_name: 'Jane',
    middle_name: 'A.',
    last_name: 'Doe',
    title: 'Software Engineer',
    email: 'jane@example.com',
    phone: '+1 415 555 0142',
    location: 'San Francisco, CA',
    contacts: [
      { type: 'linkedin', value: 'linkedin.com/in/jane', label: '' },
      { type: 'email', value: 'JANE@example.com', label: 'Work' },
      { type: 'website', value: 'jane.dev', label: 'Portfolio' },
    ],
    summary: 'Backend engineer with eight years in payments.\n\nI make   systems fast.',
    skills: [
      { name: 'Go', level: 'expert' },
      { name: 'PostgreSQL', level: null },
      { name: '  ', level: 'beginner' },
    ],
    experience: [
      {
        ...emptyExperience(),
        job_title: 'Staff Engineer',
        company: 'Acme',
        city: 'San Francisco',
        country: 'USA',
        start_date: '2020-01',
        is_current: true,
        company_description: 'Payments for small shops.',
        achievements: ['Cut p99 latency by 40%.', '', 'Led a team\nof five.'],
      },
      {
        ...emptyExperience(),
        job_title: 'Engineer',
        company: 'Initech',
        start_date: '2016',
        end_date: '2019-12',
      },
      emptyExperience(),
    ],
    education: [
      {
        degree: 'BSc',
        field_of_study: 'Computer Science',
        institution: 'Stanford University',
        city: '',
        country: '',
        start_date: '2012-09',
        graduation_date: '2016-06',
      },
    ],
    extras: {
      languages: [
        { name: 'English', level: 'Native' },
        { name: 'Spanish', level: '' },
      ],
      certifications: [{ name: 'AWS Solutions Architect', issuer: 'Amazon', date: '2021-03' }],
      projects: [{ name: 'pgq', description: 'A job queue on PostgreSQL.', url: 'github.com/jane/pgq' }],
      links: [{ label: 'Blog', url: 'jane.dev/blog' }],
    },
  }),
);
