// The builder's public surface for other screens (the refine editor reuses its sections and its
// way of focusing the field a finding points at, and gives its Skills section the job posting).
export { importReviewPath } from './builder-links';
export { useFieldFocus } from './focus-field';
export { ResumeSections } from './resume-sections';
export { JobPostingProvider } from './steps/job-posting-context';
export type { EditResume } from './types';
