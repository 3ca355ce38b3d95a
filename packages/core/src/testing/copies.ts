import type { ResumeData } from '../schemas/resume';

/**
 * Each sample is handed out as a fresh copy, so a test may change its resume without changing
 * another test's. A resume is plain JSON, so JSON copies it whole.
 */
export const copies =
  (sample: ResumeData): (() => ResumeData) =>
  () =>
    JSON.parse(JSON.stringify(sample)) as ResumeData;
