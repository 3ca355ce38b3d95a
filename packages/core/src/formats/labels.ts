import type { Contact, Skill } from '../schemas/resume';

/** Section headings, in the product's words; every template uses these so parsers see familiar names. */
export const SECTION_TITLES = {
  summary: 'Summary',
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  languages: 'Languages',
  certifications: 'Certifications',
  projects: 'Projects',
  links: 'Links',
  contact: 'Contact',
} as const;

const SKILL_LEVEL_LABELS: Record<NonNullable<Skill['level']>, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};

/** 0..1, for templates that draw a level bar next to the (always written) level word. */
const SKILL_LEVEL_SHARE: Record<NonNullable<Skill['level']>, number> = {
  beginner: 0.25,
  intermediate: 0.5,
  advanced: 0.75,
  expert: 1,
};

export function skillLevelLabel(level: Skill['level']): string {
  return level ? SKILL_LEVEL_LABELS[level] : '';
}

export function skillLevelShare(level: Skill['level']): number {
  return level ? SKILL_LEVEL_SHARE[level] : 0;
}

/** Names shown for a contact that has no label of its own (sidebar lists them above the value). */
export const CONTACT_TYPE_LABELS: Record<Contact['type'] | 'location', string> = {
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  website: 'Website',
  other: 'Other',
};
