import type { ResumeSections } from '../rules/section-layout';
import { type ResumeData, resumeDataSchema } from '../schemas/resume';
import { completeResume } from './complete-resume';

/** The section of the person's own every arranged sample carries, under `custom:vol`. */
const MENTORING_ENTRY = {
  title: 'Code Club mentor',
  subtitle: 'Raspberry Pi Foundation',
  start_date: '2019-09',
  end_date: '2022-07',
  place: 'London',
  description: 'Weekly coding club for children aged 9 to 13.',
  bullets: ['Taught Scratch and Python to 40 children'],
};

/**
 * The complete resume arranged the person's way: the given order, headings and hidden sections,
 * and one section of their own (`custom:vol`, one mentoring entry) under `heading`.
 */
export function arrangedResume(sections: Partial<ResumeSections>, heading: string): ResumeData {
  return resumeDataSchema.parse({
    ...completeResume(),
    sections,
    custom_sections: [{ id: 'vol', heading, entries: [{ ...MENTORING_ENTRY }] }],
  });
}
