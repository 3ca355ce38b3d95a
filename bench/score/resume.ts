import type { ResumeData } from '@resume/core';

/** A realistic two-page resume (about 750 words): a product-minded engineering manager, 14 years in. */
export const twoPageResume: ResumeData = {
  title: 'Engineering Manager, Platform',
  first_name: 'Daniel',
  middle_name: 'J.',
  last_name: 'Okafor',
  email: 'daniel.okafor@example.com',
  phone: '+44 20 7946 0958',
  location: 'London, United Kingdom',
  contacts: [
    { type: 'linkedin', value: 'https://www.linkedin.com/in/danielokafor', label: 'LinkedIn' },
    { type: 'github', value: 'https://github.com/dokafor', label: 'GitHub' },
    { type: 'website', value: 'https://okafor.dev', label: 'Blog' },
  ],
  summary:
    'Engineering manager with 14 years in software, the last 6 leading platform and infrastructure teams of up to 28 engineers at U.K. and U.S. scale-ups. I build teams that ship reliable systems, e.g. payment rails, data pipelines and developer tooling, and I measure success in uptime, lead time and retention. Looking for a head of platform role where engineering effectiveness is a first-class product.',
  skills: [
    'Engineering management',
    'Technical strategy',
    'Hiring and onboarding',
    'Incident management',
    'Distributed systems',
    'Kubernetes',
    'AWS',
    'GCP',
    'Terraform',
    'Go',
    'Python',
    'TypeScript',
    'PostgreSQL',
    'Kafka',
    'Observability',
    'CI/CD',
    'OKRs',
    'Budget ownership',
    'Vendor negotiation',
    'Public speaking',
  ].map((name) => ({ name, level: null })),
  experience: [
    {
      job_title: 'Engineering Manager, Platform',
      company: 'Monzo-like Bank',
      city: 'London',
      country: 'United Kingdom',
      start_date: '2021-09',
      end_date: null,
      is_current: true,
      company_description: 'Digital bank with 8 million customers.',
      achievements: [
        'Lead 4 platform teams (28 engineers) owning compute, networking, CI/CD and developer experience.',
        'Cut median deploy lead time from 3 days to 40 minutes by replacing release trains with progressive delivery.',
        'Raised platform availability from 99.90% to 99.98% over 18 months through SLOs, error budgets and game days.',
        'Reduced cloud spend by £2.1M a year with autoscaling, spot capacity and a cost dashboard for every team.',
        'Hired 14 engineers and 2 managers; regretted attrition stayed under 5% through two reorganisations.',
        'Own a £6M annual budget and negotiated a 3-year observability contract saving 35% against list price.',
      ],
    },
    {
      job_title: 'Senior Engineering Manager',
      company: 'Paystream',
      city: 'London',
      country: 'United Kingdom',
      start_date: '2018-04',
      end_date: '2021-08',
      is_current: false,
      company_description: 'Payments API for marketplaces, processing £9B a year.',
      achievements: [
        'Built and led the payments infrastructure group, growing it from 5 to 19 engineers across 3 teams.',
        'Delivered a multi-region active-active architecture that survived 2 cloud-region outages with zero lost payments.',
        'Introduced an incident review practice that halved repeat incidents within two quarters.',
        'Migrated 120 services from EC2 to Kubernetes in 9 months without a customer-facing outage.',
        'Partnered with compliance to pass PCI DSS Level 1 audits three years running with no major findings.',
      ],
    },
    {
      job_title: 'Engineering Team Lead',
      company: 'DataHarbor',
      city: 'Manchester',
      country: 'United Kingdom',
      start_date: '2015-02',
      end_date: '2018-03',
      is_current: false,
      company_description: 'Analytics platform for retailers.',
      achievements: [
        'Led a team of 7 building the ingestion pipeline on Kafka and Spark, handling 1.2 billion events a day.',
        'Designed a schema registry and contract tests that cut pipeline breakages by 70%.',
        'Shipped self-serve dashboards used by 300 retail customers, adding £1.4M in upsell revenue.',
        'Mentored 5 engineers, 3 of whom became team leads.',
        'Replaced nightly batch exports with change-data-capture streams, cutting data freshness from 24 hours to 5 minutes.',
        'Set up the on-call rotation and runbooks for 11 services, reducing mean time to recovery from 3 hours to 35 minutes.',
      ],
    },
    {
      job_title: 'Senior Software Engineer',
      company: 'Northwind Travel',
      city: 'Manchester',
      country: 'United Kingdom',
      start_date: '2012-06',
      end_date: '2015-01',
      is_current: false,
      company_description: '',
      achievements: [
        'Rewrote the fare search service in Go, making searches 4x faster at peak.',
        'Automated fare-rule imports from 40 airlines, removing 2 days of manual work every week.',
        'Ran the internal tech talk series, hosting 60 talks over 2 years.',
        'Designed a caching layer in Redis that absorbed 85% of search traffic during seasonal peaks.',
        'Introduced code review guidelines and trunk-based development, halving the average pull request cycle time.',
      ],
    },
    {
      job_title: 'Software Engineer',
      company: 'Brightline Software',
      city: 'Leeds',
      country: 'United Kingdom',
      start_date: '2010-09',
      end_date: '2012-05',
      is_current: false,
      company_description: '',
      achievements: [
        'Developed booking features in Python and PostgreSQL for 200 hotel clients.',
        'Created the first automated test suite for the product, reaching 75% coverage in 6 months.',
        'Optimised the 20 slowest PostgreSQL queries, cutting page load times by 60% for the booking dashboard.',
      ],
    },
    {
      job_title: 'Technical Advisor (part-time)',
      company: 'Code Your Future',
      city: 'London',
      country: 'United Kingdom',
      start_date: '2019-01',
      end_date: null,
      is_current: true,
      company_description: 'Charity training refugees and low-income adults as developers.',
      achievements: [
        'Advise on curriculum and mentor 4 trainees a year; 11 former mentees now work as developers.',
        'Organised 3 hiring days with 25 partner companies, placing 18 graduates.',
      ],
    },
  ],
  education: [
    {
      degree: 'MSc Advanced Computer Science',
      institution: 'University of Manchester',
      field_of_study: 'Distributed systems',
      city: 'Manchester',
      country: 'United Kingdom',
      start_date: '2009-09',
      graduation_date: '2010-09',
    },
    {
      degree: 'BSc Computer Science',
      institution: 'University of Leeds',
      field_of_study: 'Computer Science',
      city: 'Leeds',
      country: 'United Kingdom',
      start_date: '2006-09',
      graduation_date: '2009-06',
    },
  ],
  extras: {
    languages: [
      { name: 'English', level: 'Native' },
      { name: 'Yoruba', level: 'Fluent' },
      { name: 'French', level: 'Intermediate' },
    ],
    certifications: [
      {
        name: 'AWS Certified Solutions Architect – Professional',
        issuer: 'Amazon Web Services',
        date: '2022-03',
      },
      { name: 'Certified Kubernetes Administrator', issuer: 'CNCF', date: '2020-11' },
    ],
    projects: [
      {
        name: 'slo-kit',
        description:
          'Open-source toolkit that turns Prometheus metrics into SLO dashboards and burn-rate alerts; 2,400 GitHub stars and used by 50+ companies.',
        url: 'https://github.com/dokafor/slo-kit',
      },
      {
        name: 'Platform Engineering in Practice',
        description:
          'Conference talk at QCon London 2023 on running a platform as a product, watched 30,000 times.',
        url: 'https://okafor.dev/talks/platform-as-a-product',
      },
    ],
    links: [],
  },
};

/** A typical pasted job posting (about 300 words). */
export const jobDescription = `Head of Platform Engineering

We are a fast-growing fintech looking for a Head of Platform Engineering to lead our infrastructure,
developer experience and reliability teams (around 30 engineers across 4 teams).

What you will do:
- Set the technical strategy for our platform on AWS and Kubernetes, including multi-region resilience.
- Own reliability: SLOs, incident management, on-call health and postmortems.
- Improve developer productivity: CI/CD, internal tooling, golden paths and DORA metrics.
- Manage a multi-million pound cloud budget and drive FinOps practices.
- Hire, coach and grow engineering managers and staff engineers.
- Partner with security and compliance on PCI DSS and SOC 2.

What we are looking for:
- 10+ years in software engineering, including 5+ years managing managers.
- Deep experience with distributed systems, Kubernetes, Terraform and infrastructure as code.
- Hands-on background in Go, Python or Java.
- Experience with observability stacks (Prometheus, Grafana, OpenTelemetry).
- A track record of improving lead time, deployment frequency and availability.
- Experience with Kafka and event-driven architectures is a plus.
- Excellent communication with executives and stakeholders.`;
