import { DEFAULT_TEMPLATE } from '../product';
import { type BuiltInSection, isBuiltInSection, type ResumeSections } from '../rules/section-layout';
import type { Profile } from './profile';

/** The resume's sections as the builder edits them; projects may come before or after experience. */
export type ResumeSectionId = 'contacts' | 'experience' | 'projects' | 'education' | 'skills' | 'summary';

/** Each section's name where the order is shown (the builder's step names, and its Projects list). */
export const SECTION_LABELS: Record<ResumeSectionId, string> = {
  contacts: 'Contacts',
  experience: 'Experience',
  projects: 'Projects',
  education: 'Education',
  skills: 'Skills',
  summary: 'Summary',
};

export type SectionOrder = {
  sections: readonly ResumeSectionId[];
  /** Why this order, said to the person where it is suggested. */
  why: string;
};

/** Today's order (docs/product.md#routes: Contacts → Experience → Education → Skills → Summary). */
export const DEFAULT_SECTION_ORDER: SectionOrder = {
  sections: ['contacts', 'experience', 'projects', 'education', 'skills', 'summary'],
  why: 'Your most recent work comes first, where recruiters look.',
};

const EARLY_CAREER_ORDER: SectionOrder = {
  sections: ['contacts', 'education', 'projects', 'experience', 'skills', 'summary'],
  why: 'Education and projects come first: with little work history, they are your strongest evidence.',
};

const CAREER_CHANGE_ORDER: SectionOrder = {
  sections: ['contacts', 'projects', 'experience', 'education', 'skills', 'summary'],
  why: 'Projects in your new field come before your earlier jobs: they show you can already do the work.',
};

export function sectionOrderFor(profile: Profile): SectionOrder {
  if (profile.earlyCareer) return EARLY_CAREER_ORDER;
  if (profile.changingCareers) return CAREER_CHANGE_ORDER;
  return DEFAULT_SECTION_ORDER;
}

/**
 * The suggested order as a new resume's own arrangement (rules/section-layout.ts): a resume started
 * from the suggestion prints in that order in every template, and the builder, which edits in print
 * order, follows it. The summary stays at the top of the page, where every template prints it (the
 * builder still has it written last); sections the suggestion does not name follow the template.
 */
export function suggestedArrangement(order: SectionOrder): ResumeSections {
  const body = order.sections.filter(
    (section): section is ResumeSectionId & BuiltInSection =>
      isBuiltInSection(section) && section !== 'summary',
  );
  return { order: ['summary', ...body], headings: {}, hidden: [] };
}

/**
 * The template to suggest, among those the person may download: a Pro template is suggested only
 * to Pro, so a free person never starts in a layout they would have to pay to export.
 */
export function templateFor(profile: Profile, premium: boolean): string {
  if (profile.earlyCareer) return 'modern';
  // Skills beside the experience: what carries over is seen before the old job titles.
  if (profile.changingCareers && premium) return 'sidebar';
  if (profile.senior) return premium ? 'executive' : DEFAULT_TEMPLATE;
  if (profile.background === 'tech' || profile.background === 'creative') return 'modern';
  return DEFAULT_TEMPLATE;
}
