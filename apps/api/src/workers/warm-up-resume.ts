import { emptyResumeData, type ResumeData } from '@resume/core';

/**
 * A small resume that uses every section and type face the templates print, for the render
 * worker's warm-up: a first real export then finds the fonts loaded and the layout code compiled.
 */
export const WARM_UP_RESUME: ResumeData = {
  ...emptyResumeData(),
  title: 'Engineer',
  first_name: 'Warm',
  last_name: 'Up',
  email: 'warm.up@example.com',
  phone: '+1 415 555 0100',
  location: 'Springfield',
  contacts: [{ type: 'website', value: 'https://example.com', label: 'Site' }],
  summary: 'Builds reliable systems; 10 years, 3 teams, 99.99% uptime.',
  skills: [
    { name: 'TypeScript', level: 'expert' },
    { name: 'PostgreSQL', level: null },
  ],
  experience: [
    {
      job_title: 'Senior Engineer',
      company: 'Example Co',
      company_description: 'Payments, 400 people.',
      city: 'Springfield',
      country: 'USA',
      start_date: '2020-01',
      end_date: null,
      is_current: true,
      achievements: ['Cut latency by 40% (p99 < 120 ms).', 'Led a team of five.'],
    },
  ],
  education: [
    {
      degree: 'BSc',
      field_of_study: 'Computer Science',
      institution: 'State University',
      city: 'Springfield',
      country: 'USA',
      start_date: '2012-09',
      graduation_date: '2016-06',
    },
  ],
  extras: {
    languages: [{ name: 'English', level: 'Native' }],
    certifications: [{ name: 'Certified Engineer', issuer: 'Example Board', date: '2021-03' }],
    projects: [{ name: 'Parser', description: 'A small parser.', url: 'https://example.com/p' }],
    links: [{ label: 'Blog', url: 'https://example.com/blog' }],
  },
};
