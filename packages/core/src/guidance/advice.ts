import type { Background, Profile } from './profile';

/** A piece of advice for the Analyze step; `field` is the ResumeData path it is about, if any. */
export type Advice = { id: string; title: string; text: string; field?: string };

/** At most this many, so the advice is read rather than skimmed past on the way to the score. */
export const ADVICE_LIMIT = 3;

const CAREER_CHANGE: Advice = {
  id: 'transferable-skills',
  title: 'Lead with transferable skills',
  text: 'Open your summary with the skills that carry over to the role you want, and put them at the top of your skills. A recruiter from your new field looks for those first, not for your old job titles.',
  field: 'summary',
};

const EARLY_CAREER: Advice = {
  id: 'education-projects-first',
  title: 'Put education and projects first',
  text: 'With little work history, your studies and projects are your evidence: give each project a line on what you built and what came of it.',
  field: 'extras.projects',
};

const SENIOR: Advice = {
  id: 'recent-years',
  title: 'Keep the last 10–15 years in detail',
  text: 'Recruiters read your recent roles: shorten older positions to a line each, and open each recent one with the result you are known for.',
  field: 'experience',
};

const BY_BACKGROUND: Partial<Record<Background, Advice>> = {
  tech: {
    id: 'link-your-work',
    title: 'Link your work',
    text: 'Add your GitHub or portfolio under Links, and name the languages and tools you use under Skills.',
    field: 'extras.links',
  },
  business: {
    id: 'lead-with-figures',
    title: 'Lead with figures',
    text: 'Say how much and how often in each achievement: revenue, growth, budgets, targets met.',
    field: 'experience',
  },
  creative: {
    id: 'show-your-portfolio',
    title: 'Show your portfolio',
    text: 'Put a portfolio link under Links: a hiring manager wants to see the work before reading about it.',
    field: 'extras.links',
  },
  manual: {
    id: 'licences',
    title: 'Name your licences and certificates',
    text: 'A driving licence, forklift, security or first-aid certificate is often required: list each under Certifications with its date.',
    field: 'extras.certifications',
  },
};

const SEARCHING_NOW: Advice = {
  id: 'tailor-each-application',
  title: 'Tailor it to each job',
  text: 'Paste the job ad under Fit to a job to see which of its key terms you cover, and make a tailored copy for each application.',
};

/** The most telling first: the goal, then where the person is in their career, their field, their search. */
export function adviceFor(profile: Profile): Advice[] {
  const candidates = [
    profile.changingCareers ? CAREER_CHANGE : null,
    profile.earlyCareer ? EARLY_CAREER : null,
    profile.senior ? SENIOR : null,
    BY_BACKGROUND[profile.background] ?? null,
    profile.searchingNow ? SEARCHING_NOW : null,
  ];
  return candidates.filter((advice) => advice !== null).slice(0, ADVICE_LIMIT);
}
