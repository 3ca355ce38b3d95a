import type { ResumeData } from '@resume/core';
import { longWordsResume } from '@resume/core/testing';

/**
 * The resume every screen is looked at with (narrow-screens, accessibility) is
 * `longWordsResume` of `@resume/core/testing`; here, what the browser journeys add to it.
 */

/** The long-words resume as the plain-text file a person might upload. */
export function filledResumeText(data: ResumeData = longWordsResume()): string {
  const lines = [
    [data.first_name, data.middle_name, data.last_name].join(' '),
    data.title,
    [data.email, data.phone, data.location].join(' | '),
    ...data.contacts.filter((c) => c.type !== 'email' && c.type !== 'phone').map((c) => c.value),
    '',
    'SUMMARY',
    data.summary,
    '',
    'EXPERIENCE',
    ...data.experience.flatMap((job) => [
      `${job.job_title}, ${job.company}, ${job.city}, ${job.country}`,
      `${job.start_date} - ${job.is_current ? 'Present' : (job.end_date ?? '')}`,
      ...job.achievements.map((a) => `• ${a}`),
      '',
    ]),
    'EDUCATION',
    ...data.education.flatMap((school) => [
      `${school.degree}, ${school.field_of_study}`,
      `${school.institution}, ${school.city}, ${school.country}`,
      `${school.start_date} - ${school.graduation_date ?? ''}`,
      '',
    ]),
    'SKILLS',
    data.skills.map((skill) => skill.name).join(', '),
  ];
  return `${lines.join('\n')}\n`;
}

/** The resume's name in lists: long, and one word, as names made from file names are. */
export const FILLED_RESUME_NAME =
  'Maximiliane_Wolfeschlegelsteinhausenbergerdorff_Principal_Platform_Engineer_Payments_CV_2024';
