import { resumeDataSchema } from '../schemas/resume';
import { copies } from './copies';

// The score's three levels: a strong, an early-career and a weak resume. The analysis is
// calibrated on them, and the offline writer's and the fact check's tests quote their facts.

/** The day the fixtures are judged on, so "current role" and "future date" never drift. */
export const FIXTURE_NOW = new Date('2025-06-15T12:00:00Z');

/** A complete, well-written senior resume: the engine should call it strong or better. */
export const seniorResume = copies(
  resumeDataSchema.parse({
    title: 'Staff Software Engineer',
    first_name: 'Maya',
    last_name: 'Chen',
    email: 'maya.chen@example.com',
    phone: '+1 (415) 555-0134',
    location: 'San Francisco, CA, USA',
    contacts: [
      { type: 'linkedin', value: 'https://www.linkedin.com/in/mayachen', label: 'LinkedIn' },
      { type: 'github', value: 'github.com/mayachen', label: 'GitHub' },
    ],
    summary:
      'Staff engineer with 12 years of experience building payment and data platforms at scale, e.g. ledgers, fraud scoring and real-time analytics. I lead teams of 5-15 engineers through migrations that cut cost and latency without downtime. Looking for a principal role where reliability and developer experience are the product.',
    skills: [
      'TypeScript',
      'Node.js',
      'Go',
      'PostgreSQL',
      'Kafka',
      'AWS',
      'Kubernetes',
      'Terraform',
      'Distributed systems',
      'System design',
      'Observability',
      'Technical leadership',
      'Mentoring',
      'Incident management',
    ].map((name) => ({ name, level: 'expert' })),
    experience: [
      {
        job_title: 'Staff Software Engineer',
        company: 'Ledgerly',
        city: 'San Francisco',
        country: 'USA',
        start_date: '2021-03',
        end_date: null,
        is_current: true,
        company_description: 'Payments infrastructure for 4,000 online businesses.',
        achievements: [
          'Led a team of 5 engineers to cut p99 latency by 40% on the payment authorisation path.',
          'Designed a double-entry ledger service in Go that settles $1.2B a month with zero reconciliation breaks since launch.',
          'Drive the platform roadmap across 3 product teams, aligning 14 engineers on quarterly reliability goals.',
          'Reduced AWS spend by $380k a year by moving batch jobs to spot instances and right-sizing 60 services.',
          'Mentor 6 engineers; 3 were promoted to senior within 18 months.',
          'Ran the incident review programme for 120 engineers, halving repeat incidents within two quarters.',
        ],
      },
      {
        job_title: 'Senior Software Engineer',
        company: 'Streamline Analytics',
        city: 'Seattle',
        country: 'USA',
        start_date: '2017-01',
        end_date: '2021-02',
        is_current: false,
        company_description: 'Real-time product analytics SaaS.',
        achievements: [
          'Built an event ingestion pipeline on Kafka handling 2 million events per second at peak.',
          'Migrated 40 services from VMs to Kubernetes with Terraform, cutting deploy time from 45 to 8 minutes.',
          'Introduced SLOs and on-call runbooks that reduced paging incidents by 60% in one year.',
          'Rewrote the query planner in TypeScript, making dashboard loads 3x faster for 12,000 customers.',
          'Interviewed 80+ candidates and designed the take-home exercise still used for backend hiring.',
          'Partnered with product and sales to launch usage-based pricing, adding $4M in annual recurring revenue.',
        ],
      },
      {
        job_title: 'Software Engineer',
        company: 'Northwind Retail',
        city: 'Portland',
        country: 'USA',
        start_date: '2014-06',
        end_date: '2016-12',
        is_current: false,
        company_description: '',
        achievements: [
          'Developed the checkout API in Node.js serving 1.5 million orders a year.',
          'Automated nightly inventory reconciliation, saving the operations team 20 hours a week.',
          'Shipped a fraud rules engine that blocked $2M in chargebacks in its first year.',
        ],
      },
      {
        job_title: 'Junior Developer',
        company: 'Bright Pixel Studio',
        city: 'Portland',
        country: 'USA',
        start_date: '2013-01',
        end_date: '2014-05',
        is_current: false,
        company_description: '',
        achievements: [
          'Delivered 12 client websites on time, two of which won regional design awards.',
          'Created a shared component library that halved build time for new client projects.',
        ],
      },
    ],
    education: [
      {
        degree: 'B.S. Computer Science',
        institution: 'University of Washington',
        field_of_study: 'Computer Science',
        city: 'Seattle',
        country: 'USA',
        start_date: '2009-09',
        graduation_date: '2013-06',
      },
    ],
    extras: {
      languages: [
        { name: 'English', level: 'Native' },
        { name: 'Mandarin', level: 'Professional' },
      ],
      certifications: [
        { name: 'AWS Certified Solutions Architect – Professional', issuer: 'Amazon', date: '2022-04' },
      ],
      projects: [
        {
          name: 'pg-ledger',
          description:
            'Open-source PostgreSQL extension for append-only double-entry ledgers; 1,900 GitHub stars and used in production by 30+ companies.',
          url: 'https://github.com/mayachen/pg-ledger',
        },
      ],
      links: [{ label: 'Blog', url: 'https://mayachen.dev' }],
    },
  }),
);

/** An early-career resume: sound, a little thin. */
export const juniorResume = copies(
  resumeDataSchema.parse({
    title: 'Data Analyst',
    first_name: 'Liam',
    last_name: "O'Brien",
    email: 'liam.obrien@example.com',
    phone: '',
    location: 'Dublin, Ireland',
    contacts: [{ type: 'linkedin', value: 'linkedin.com/in/liamobrien', label: '' }],
    summary:
      'Data analyst with 2 years of experience turning sales and marketing data into weekly decisions. Comfortable with SQL, Python and Tableau, and with explaining results to non-technical teams.',
    skills: ['SQL', 'Python', 'pandas', 'Tableau', 'Excel', 'A/B testing', 'Statistics'].map((name) => ({
      name,
      level: null,
    })),
    experience: [
      {
        job_title: 'Data Analyst',
        company: 'Harbour Foods',
        city: 'Dublin',
        country: 'Ireland',
        start_date: '2023-09',
        end_date: null,
        is_current: true,
        company_description: '',
        achievements: [
          'Built a Tableau dashboard that the sales team of 25 uses every Monday to plan promotions.',
          'Analyse weekly campaign results in SQL and Python and present findings to the marketing lead.',
          'Cleaned and merged 3 years of order history, fixing 8% duplicate customer records.',
        ],
      },
      {
        job_title: 'Data Analytics Intern',
        company: 'Cityline Transport',
        city: 'Dublin',
        country: 'Ireland',
        start_date: '2023-01',
        end_date: '2023-08',
        is_current: false,
        company_description: '',
        achievements: [
          'Automated the monthly ridership report in Python, cutting its preparation from 2 days to 2 hours.',
          'Supported the pricing team with ad-hoc analyses of fare changes.',
          'Assisted with data cleaning for the quarterly board report.',
        ],
      },
    ],
    education: [
      {
        degree: 'BSc Economics and Data Science',
        institution: 'University College Dublin',
        field_of_study: 'Economics',
        city: 'Dublin',
        country: 'Ireland',
        start_date: '2019-09',
        graduation_date: '2023-06',
      },
    ],
  }),
);

/** A resume with the usual problems: duties instead of results, "I", typos, gaps in the data. */
export const weakResume = copies(
  resumeDataSchema.parse({
    title: 'Manager',
    first_name: 'Sam',
    last_name: 'Taylor',
    email: 'sam.taylor@example',
    phone: '',
    location: '',
    summary:
      'I am a hard-working team player with experiance in managment and customer service who is looking for a new opportunity where I can use my skills and grow with a dynamic company that values people',
    skills: [{ name: 'Communication' }, { name: 'communication' }, { name: 'Microsoft Office' }],
    experience: [
      {
        job_title: 'Store Manager',
        company: 'QuickMart',
        start_date: '2019-04',
        end_date: null,
        is_current: false,
        achievements: [
          'Responsible for managing the store and the staff.',
          'I helped with various tasks like ordering, scheduling etc.',
          'Worked on customer complaints.',
        ],
      },
      {
        job_title: 'Sales Assistant',
        company: 'ShopRight',
        start_date: '',
        end_date: '2019-03',
        is_current: false,
        achievements: [
          'Sales.',
          'Handle the cash register and stock the shelves every day as needed by the manager.',
        ],
      },
    ],
    education: [],
  }),
);
