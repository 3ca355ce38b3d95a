import { copies } from './copies';

/** A title far longer than any word wraps around (120 characters, no spaces). */
const LONG_TITLE =
  'Principal-Software-Engineer/Platform-Reliability-and-Developer-Productivity-Lead-for-Distributed-Payments-Infrastructure'.slice(
    0,
    120,
  );
const longUrl = (path: string) =>
  `https://www.example-portfolio-and-engineering-blog.com/${path}/2024/distributed-systems/observability-at-scale?ref=resume&utm=x`
    .padEnd(150, 'x')
    .slice(0, 150);
const LONG_INSTITUTION =
  'Rheinisch-Westfälische-Technische-Hochschule-Aachen-Faculty-of-Mathematics-Computer-Science-and-Natural-Sciences';

/**
 * A resume with everything filled in and the longest words real resumes have (names, a title, an
 * institution, URLs): what every screen is looked at with on a narrow window, where a word may
 * not push the page wider than the screen.
 */
export const longWordsResume = copies({
  title: LONG_TITLE,
  first_name: 'Maximiliane-Konstantina',
  middle_name: 'Alexandra',
  last_name: 'Wolfeschlegelsteinhausenbergerdorff',
  email: 'maximiliane.konstantina.wolfeschlegelsteinhausenbergerdorff@example-company-domain.com',
  phone: '+49 170 1234567',
  location: 'Garmisch-Partenkirchen, Bavaria, Germany',
  contacts: [
    { type: 'email', value: 'maximiliane.wolfeschlegelsteinhausenbergerdorff@example.com', label: '' },
    { type: 'phone', value: '+49 170 1234567', label: '' },
    { type: 'linkedin', value: longUrl('in/maximiliane-konstantina'), label: '' },
    { type: 'website', value: longUrl('portfolio'), label: 'Portfolio' },
  ],
  summary:
    'Engineer with twelve years building payment platforms that move billions each year. Led the migration of a monolith to services without downtime, documented at https://www.example-portfolio-and-engineering-blog.com/monolith-to-services-without-downtime-a-field-report. Looking for a staff role in platform engineering.',
  skills: [
    { name: 'TypeScript', level: 'expert' },
    { name: 'PostgreSQL', level: 'advanced' },
    { name: 'Kubernetes-Operators-and-Custom-Resource-Definitions', level: 'intermediate' },
    { name: 'Observability', level: null },
  ],
  experience: [
    {
      job_title: LONG_TITLE,
      company: 'Internationale-Zahlungsverkehrs-und-Abwicklungsgesellschaft mbH',
      city: 'Frankfurt am Main',
      country: 'Germany',
      start_date: '2019-03',
      end_date: null,
      is_current: true,
      company_description: `Payments processor for European retailers; engineering handbook at ${longUrl('handbook')}.`,
      achievements: Array.from(
        { length: 10 },
        (_, i) =>
          `Cut p99 latency of settlement service ${i + 1} by 40% by redesigning its batching; write-up: ${longUrl(`achievement-${i + 1}`)}`,
      ),
    },
    {
      job_title: 'Senior Backend Engineer',
      company: 'Example GmbH',
      city: 'Berlin',
      country: 'Germany',
      start_date: '2015-01',
      end_date: '2019-02',
      is_current: false,
      company_description: '',
      achievements: ['Built the billing system.', 'Mentored four engineers.'],
    },
  ],
  education: [
    {
      degree: 'Master of Science',
      institution: LONG_INSTITUTION,
      field_of_study: 'Computer-Science-with-Specialisation-in-Distributed-and-Parallel-Systems',
      city: 'Aachen',
      country: 'Germany',
      start_date: '2012-10',
      graduation_date: '2014-09',
    },
    {
      degree: 'Bachelor of Science',
      institution: 'Technische Universität München',
      field_of_study: 'Informatics',
      city: 'Munich',
      country: 'Germany',
      start_date: '2009-10',
      graduation_date: '2012-09',
    },
  ],
  extras: {
    languages: [{ name: 'English', level: 'Fluent' }],
    certifications: [{ name: 'Certified Kubernetes Administrator', issuer: 'CNCF', date: '2022-05' }],
    projects: [
      {
        name: 'Open-source-settlement-reconciliation-toolkit',
        description: 'Reconciles settlement files against ledgers.',
        url: longUrl('projects/reconciliation'),
      },
    ],
    links: [{ label: 'Engineering blog', url: longUrl('blog') }],
  },
});
