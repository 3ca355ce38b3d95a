// The builder's public surface for other screens (the refine editor reuses its sections).
export { ResumeSections } from './resume-sections';
export type { EditResume } from './types';
