import type { OnboardingResponses } from '../schemas/onboarding';

/** The background a person named, as the guidance tells backgrounds apart. */
export type Background = 'tech' | 'business' | 'creative' | 'manual' | 'student' | 'other';

/** What the guidance needs to know about a person, read from their four onboarding answers. */
export type Profile = {
  /** No work experience yet, or still studying: education and projects are their evidence. */
  earlyCareer: boolean;
  /** Leaving a field for another; never early in a career, which has no earlier field to leave. */
  changingCareers: boolean;
  /** Six years or more: recruiters look for scope and results, not a list of duties. */
  senior: boolean;
  background: Background;
  searchingNow: boolean;
};

const BACKGROUNDS: Record<OnboardingResponses['background_field'], Background> = {
  'Tech/Software/Engineering': 'tech',
  'Business/Marketing/Finance/Sales': 'business',
  'Design/Content/Creative': 'creative',
  'Delivery/Security/Manual labor': 'manual',
  Student: 'student',
  Other: 'other',
};

export function readProfile(answers: OnboardingResponses): Profile {
  const background = BACKGROUNDS[answers.background_field];
  const earlyCareer = answers.experience === 'no experience' || background === 'student';
  return {
    earlyCareer,
    changingCareers: answers.resume_goal === 'Change careers' && !earlyCareer,
    senior: answers.experience === '6-10 years' || answers.experience === '10+ years',
    background,
    searchingNow: answers.job_search_status === 'Yes, actively',
  };
}
