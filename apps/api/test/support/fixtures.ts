import { emptyResumeData, type ResumeData } from '@resume/core';

/** A realistic, complete two-page resume. */
export function fullResume(): ResumeData {
  return {
    ...emptyResumeData(),
    title: 'Senior Backend Engineer',
    first_name: 'Maria',
    middle_name: 'Elena',
    last_name: 'García',
    email: 'maria.garcia@example.com',
    phone: '+34 612 345 678',
    location: 'Madrid, Spain',
    contacts: [
      { type: 'linkedin', value: 'linkedin.com/in/mariagarcia', label: 'LinkedIn' },
      { type: 'github', value: 'github.com/mgarcia', label: 'GitHub' },
    ],
    summary:
      'Backend engineer with nine years of experience building payment and logistics platforms. I lead small teams that ship reliable services. Known for cutting latency and cloud costs without slowing delivery.',
    skills: ['TypeScript', 'Node.js', 'PostgreSQL', 'Kafka', 'Kubernetes', 'AWS', 'Go', 'Redis'].map(
      (name) => ({ name, level: null }),
    ),
    experience: Array.from({ length: 5 }, (_, i) => ({
      job_title: i === 0 ? 'Senior Backend Engineer' : 'Backend Engineer',
      company: `Company ${i + 1}`,
      city: 'Madrid',
      country: 'Spain',
      start_date: `${2022 - i * 2}-03`,
      end_date: i === 0 ? null : `${2024 - i * 2}-02`,
      is_current: i === 0,
      company_description: 'A growing European fintech serving two million customers.',
      achievements: [
        'Led a team of 5 engineers to rebuild the payments ledger, cutting p99 latency by 40%.',
        'Designed an event pipeline on Kafka processing 30,000 messages per second.',
        'Reduced monthly AWS spend by $18,000 by right-sizing clusters and adding caching.',
        'Mentored 4 junior engineers, two of whom were promoted within a year.',
      ],
    })),
    education: [
      {
        degree: 'MSc',
        institution: 'Universidad Politécnica de Madrid',
        field_of_study: 'Computer Science',
        city: 'Madrid',
        country: 'Spain',
        start_date: '2012-09',
        graduation_date: '2014-06',
      },
    ],
  };
}
