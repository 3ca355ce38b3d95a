/**
 * The score's categories and their weights. The score is the sum of the category scores, so the
 * weights of each table add up to exactly 100. With a job description, job fit takes a quarter of
 * the score and the other categories shrink to make room. Experience weighs most, as it does for
 * a recruiter: what someone achieved is what the rest of the resume frames. A resume whose lines
 * are duties keeps at most the other categories' 60 points, "good" at best (docs/product.md#score).
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
    completeness: 10,
    contact: 10,
    summary: 10,
    experience: 40,
    dates: 10,
    skills: 10,
    language: 10,
  },
  withJob: {
    completeness: 9,
    contact: 7,
    summary: 7,
    experience: 30,
    dates: 7,
    skills: 6,
    language: 9,
    job_fit: 25,
  },
};
