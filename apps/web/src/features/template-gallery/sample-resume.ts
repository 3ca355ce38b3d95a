import { type ResumeData, resumeDataSchema } from '@resume/core';

/**
 * What the gallery draws before the person has a resume of their own (a first visit to /start):
 * a short, ordinary one under their name when it is known, so every template shows real text.
 */
export function sampleResume(name = ''): ResumeData {
  const [first = 'Your', ...rest] = name.trim().split(/\s+/).filter(Boolean);
  return resumeDataSchema.parse({
    first_name: first,
    last_name: rest.length ? rest.join(' ') : name.trim() ? '' : 'Name',
    title: 'Project Manager',
    email: 'you@example.com',
    phone: '+1 555 0100',
    location: 'Your city',
    summary:
      'Organised project manager who keeps teams on schedule and clients informed, with eight years of delivery in fast-moving organisations.',
    experience: [
      {
        job_title: 'Project Manager',
        company: 'Northwind Ltd',
        start_date: '2020-03',
        is_current: true,
        achievements: [
          'Delivered 14 projects on time and under budget.',
          'Introduced a weekly status report adopted by every team.',
        ],
      },
      {
        job_title: 'Project Coordinator',
        company: 'Blue Harbour',
        start_date: '2016-06',
        end_date: '2020-02',
        achievements: ['Coordinated schedules for 30 people across three offices.'],
      },
    ],
    education: [
      { degree: 'BA', field_of_study: 'Business', institution: 'State University', start_date: '2012-09' },
    ],
    skills: [{ name: 'Planning' }, { name: 'Budgeting' }, { name: 'Stakeholder communication' }],
  });
}
