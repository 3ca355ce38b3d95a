import { copies } from './copies';

/**
 * A realistic senior resume with every ResumeData field filled (a middle name, four kinds of
 * contact, every skill level, all the extras): two pages in every template. What the templates,
 * the exports and the API are tested on, and what bench/render measures, so the benchmark
 * measures what the tests check. Not the score's strong resume (seniorResume): the analysis is
 * calibrated on that one, and its tests quote its facts.
 */
export const completeResume = copies({
  title: 'Senior Software Engineer',
  first_name: 'Jane',
  middle_name: 'Alexandra',
  last_name: 'Doe',
  email: 'jane.doe@example.com',
  phone: '+44 20 7946 0958',
  location: 'London, United Kingdom',
  contacts: [
    { type: 'linkedin', value: 'linkedin.com/in/janedoe', label: '' },
    { type: 'github', value: 'github.com/janedoe', label: 'GitHub' },
    { type: 'website', value: 'janedoe.dev', label: 'Portfolio' },
    { type: 'other', value: '@jane@hachyderm.io', label: 'Mastodon' },
  ],
  summary:
    'Senior software engineer with eleven years of experience building payment and logistics platforms used by millions of people. ' +
    'Known for turning slow, fragile systems into fast and observable ones, and for growing engineers into technical leaders. ' +
    'Looking for a staff-level role where architecture, mentoring and delivery meet.',
  skills: [
    { name: 'TypeScript', level: 'expert' },
    { name: 'Node.js', level: 'expert' },
    { name: 'React', level: 'advanced' },
    { name: 'PostgreSQL', level: 'advanced' },
    { name: 'Distributed systems', level: 'advanced' },
    { name: 'Kubernetes', level: 'intermediate' },
    { name: 'Go', level: 'intermediate' },
    { name: 'Rust', level: 'beginner' },
    { name: 'Technical writing', level: null },
    { name: 'Mentoring', level: null },
  ],
  experience: [
    {
      job_title: 'Staff Engineer',
      company: 'Northwind Payments',
      city: 'London',
      country: 'United Kingdom',
      start_date: '2021-03',
      end_date: null,
      is_current: true,
      company_description: 'Card payment processor handling 40 million transactions a day across Europe.',
      achievements: [
        'Led the redesign of the settlement pipeline, cutting end-of-day processing from 6 hours to 40 minutes.',
        'Introduced contract testing between 14 services, reducing production incidents caused by API changes by 70%.',
        'Mentored 6 engineers, 3 of whom were promoted to senior within two years.',
        'Designed the multi-region failover strategy that kept card authorisation available through two cloud outages.',
        'Chaired the architecture review board and wrote its decision-record process, now used by 120 engineers.',
      ],
    },
    {
      job_title: 'Senior Software Engineer',
      company: 'Parcelwise',
      city: 'Berlin',
      country: 'Germany',
      start_date: '2017-06',
      end_date: '2021-02',
      is_current: false,
      company_description:
        'Last-mile delivery start-up, grown from 30 to 400 employees during my time there.',
      achievements: [
        'Built the route optimisation service in TypeScript and PostgreSQL, saving 12% of driver hours.',
        'Migrated 22 services from a single VM fleet to Kubernetes with zero customer-facing downtime.',
        'Created the on-call handbook and incident review practice adopted across engineering.',
        'Reduced the p95 latency of the tracking API from 900 ms to 120 ms with caching and query tuning.',
      ],
    },
    {
      job_title: 'Software Engineer',
      company: 'Blue Harbour Analytics',
      city: 'Dublin',
      country: 'Ireland',
      start_date: '2014-09',
      end_date: '2017-05',
      is_current: false,
      company_description: 'Analytics consultancy serving retail and shipping clients.',
      achievements: [
        'Delivered 9 client dashboards in React and D3, each used daily by operations teams.',
        'Automated the monthly data import, replacing two days of manual work with a 20-minute job.',
        'Wrote the internal style guide for SQL and TypeScript code reviews.',
        'Trained client analysts in self-service reporting, cutting ad hoc report requests by half.',
      ],
    },
    {
      job_title: 'Junior Developer',
      company: 'Cobalt Web Studio',
      city: 'Manchester',
      country: 'United Kingdom',
      start_date: '2012-07',
      end_date: '2014-08',
      is_current: false,
      company_description: 'Small agency building websites and online shops for local businesses.',
      achievements: [
        'Built 25 e-commerce sites for small businesses on a shared, tested component library.',
        'Cut page load times by half on average by introducing image pipelines and HTTP caching.',
        'Ran the agency switch to Git and code review, ending lost-work incidents.',
      ],
    },
    {
      job_title: 'Software Engineering Intern',
      company: 'Meridian Rail Systems',
      city: 'Leeds',
      country: 'United Kingdom',
      start_date: '2011-06',
      end_date: '2011-09',
      is_current: false,
      company_description: 'Signalling and timetabling software for regional rail operators.',
      achievements: [
        'Wrote a timetable conflict checker that found 40 scheduling clashes before the winter timetable went live.',
        'Added automated tests to the legacy import module, raising its coverage from 10% to 65%.',
      ],
    },
  ],
  education: [
    {
      degree: 'MSc',
      institution: 'University of Edinburgh',
      field_of_study: 'Computer Science',
      city: 'Edinburgh',
      country: 'United Kingdom',
      start_date: '2010-09',
      graduation_date: '2011-08',
    },
    {
      degree: 'BSc',
      institution: 'University of Manchester',
      field_of_study: 'Mathematics',
      city: 'Manchester',
      country: 'United Kingdom',
      start_date: '2007-09',
      graduation_date: '2010-06',
    },
  ],
  extras: {
    languages: [
      { name: 'English', level: 'Native' },
      { name: 'German', level: 'C1' },
      { name: 'Spanish', level: 'B1' },
    ],
    certifications: [
      {
        name: 'Certified Kubernetes Administrator',
        issuer: 'Cloud Native Computing Foundation',
        date: '2020-11',
      },
      { name: 'AWS Certified Solutions Architect', issuer: 'Amazon Web Services', date: '2019-04' },
    ],
    projects: [
      {
        name: 'pg-migrate-lite',
        description: 'Open-source PostgreSQL migration tool with 2,000 GitHub stars and 40 contributors.',
        url: 'github.com/janedoe/pg-migrate-lite',
      },
      {
        name: 'Open Transit Map',
        description: 'Volunteer project mapping accessible public transport routes in London.',
        url: 'opentransitmap.org',
      },
    ],
    links: [
      { label: 'Conference talk', url: 'youtu.be/settlement-at-scale' },
      { label: 'Blog', url: 'janedoe.dev/writing' },
    ],
  },
});
