export { type ResumeReading, rateSections, readAsData } from './rate-sections';
export type { EntryReading, SectionReading } from './signals';
