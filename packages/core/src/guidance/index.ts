export type { Advice } from './advice';
export { DEFAULT_GUIDANCE, type Guidance, guidanceFor } from './guidance';
export type { GuidanceHints } from './hints';
export { type ResumeSectionId, SECTION_LABELS, type SectionOrder, suggestedArrangement } from './layout';
