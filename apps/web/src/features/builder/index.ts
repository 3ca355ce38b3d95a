// The builder's public surface for other screens (the refine editor reuses its sections and its
// way of focusing the field a finding points at).
export { importReviewPath } from './builder-links';
export { useFieldFocus } from './focus-field';
export { ResumeSections } from './resume-sections';
export type { EditResume } from './types';
