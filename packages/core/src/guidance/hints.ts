import type { Background, Profile } from './profile';

/** What the builder shows in an empty field or beside an empty list. */
export type GuidanceHints = {
  /** The Title field's example. */
  title: string;
  /** The line above a position's achievements. */
  achievements: string;
  /** An empty achievement's example; empty for no example. */
  achievement: string;
  /** Beside an empty experience list. */
  experience: string;
  /** Beside an empty education list. */
  education: string;
  /** Beside an empty projects list. */
  projects: string;
  /** The summary's example. */
  summary: string;
};

const DEFAULT_EXAMPLE = 'Cut load time by 40%';
const strongVerb = (example: string) =>
  `Start with a strong verb and add a number where you can: “${example}”.`;

/** What a person sees without answers: the builder's wording before the answers shaped it. */
export const DEFAULT_HINTS: GuidanceHints = {
  title: 'e.g. Product Designer',
  achievements: strongVerb(DEFAULT_EXAMPLE),
  achievement: '',
  experience: 'Add your most recent position first; internships and volunteering count too.',
  education: 'Degrees, diplomas, bootcamps or your high school.',
  projects: 'Side projects, open source or coursework that shows what you can do.',
  summary: 'Who you are, what you are best at, and the role you want next.',
};

/** A title and an achievement a person from each background would recognise as theirs. */
const EXAMPLES: Record<Background, { title: string; achievement: string }> = {
  tech: { title: 'e.g. Backend Developer', achievement: DEFAULT_EXAMPLE },
  business: { title: 'e.g. Marketing Manager', achievement: 'Grew repeat sales by 18% in one year' },
  creative: { title: 'e.g. Graphic Designer', achievement: 'Redesigned the sign-up page; sign-ups rose 25%' },
  manual: {
    title: 'e.g. Delivery Driver',
    achievement: 'Delivered 120 parcels a day with no missed drop-offs',
  },
  student: {
    title: 'e.g. Junior Data Analyst',
    achievement: 'Led a team of 4 to build an app used by 300 students',
  },
  other: {
    title: DEFAULT_HINTS.title,
    achievement: 'Answered 40 customer calls a day, solving 9 in 10 at once',
  },
};

const TRANSFERABLE_EXAMPLE = 'Trained 6 new colleagues on the booking system';

const EARLY_CAREER: Partial<GuidanceHints> = {
  experience:
    'No job yet? Part-time work, internships, volunteering and roles in clubs or societies all count.',
  education: 'Your current studies first, with the date you expect to graduate.',
  projects: 'Coursework, a thesis, a club or a side project: what you built and what came of it.',
  summary: 'What you study or are good at, something you have built or done, and the first role you want.',
};

const CAREER_CHANGE: Partial<GuidanceHints> = {
  // The title is the role moved into, which the background's example would contradict.
  title: DEFAULT_HINTS.title,
  achievements: `Start with a strong verb and put first what carries over to your new field: “${TRANSFERABLE_EXAMPLE}”.`,
  achievement: `e.g. ${TRANSFERABLE_EXAMPLE}`,
  experience: 'Add your most recent position first: what you did there may carry over more than you think.',
  education: 'Degrees, and the courses or certificates that prepared you for your new field.',
  projects:
    'Work in your new field shows you can already do it: a course project, freelance or volunteer work.',
  summary: 'The field you come from, the skills that carry over, and the role you are moving into.',
};

const SENIOR: Partial<GuidanceHints> = {
  summary: 'Your years in the field, the results you are known for, and the role you want next.',
};

/**
 * The background sets the examples; being early in a career, changing careers or being senior then
 * changes what each list asks for (a career change's examples never point back at the field left).
 */
export function hintsFor(profile: Profile): GuidanceHints {
  const examples = EXAMPLES[profile.earlyCareer ? 'student' : profile.background];
  return {
    ...DEFAULT_HINTS,
    title: examples.title,
    achievements: strongVerb(examples.achievement),
    achievement: `e.g. ${examples.achievement}`,
    ...(profile.senior ? SENIOR : {}),
    ...(profile.changingCareers ? CAREER_CHANGE : {}),
    ...(profile.earlyCareer ? EARLY_CAREER : {}),
  };
}
