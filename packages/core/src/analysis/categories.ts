/**
 * The score's categories and their weights. The score is the sum of the category scores, so the
 * weights of each table add up to exactly 100. With a job description, job fit takes a quarter of
 * the score and the other categories shrink to make room.
 */
export const CATEGORY_IDS = [
  'completeness',
  'contact',
  'summary',
  'experience',
  'dates',
  'skills',
  'language',
  'job_fit',
] as const;

export type CategoryId = (typeof CATEGORY_IDS)[number];

export const CATEGORY_LABELS: Record<CategoryId, string> = {
  completeness: 'Completeness',
  contact: 'Contact details',
  summary: 'Summary',
  experience: 'Experience & achievements',
  dates: 'Dates & structure',
  skills: 'Skills',
  language: 'Language & length',
  job_fit: 'Job fit',
};

type Weights = Readonly<Partial<Record<CategoryId, number>>>;

export const CATEGORY_WEIGHTS: { readonly general: Weights; readonly withJob: Weights } = {
  general: {
    completeness: 15,
    contact: 10,
    summary: 10,
    experience: 30,
    dates: 10,
    skills: 10,
    language: 15,
  },
  withJob: {
    completeness: 12,
    contact: 8,
    summary: 8,
    experience: 22,
    dates: 8,
    skills: 7,
    language: 10,
    job_fit: 25,
  },
};
