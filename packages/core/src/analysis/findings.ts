import type { CategoryId } from './categories';

/** Every kind of finding the engine can report; `id` + `field` identify one finding. */
export const FINDING_IDS = [
  // completeness: the required parts (docs/product.md#resume-requirements), and the key fields of each entry
  'missing-first-name',
  'missing-last-name',
  'missing-location',
  'missing-contact',
  'missing-summary',
  'missing-skills',
  'missing-experience',
  'missing-education',
  'experience-missing-job-title',
  'experience-missing-company',
  'education-missing-institution',
  'education-missing-degree',
  // a required part or entry the unconfirmed import of an upload may have lost
  'import-unconfirmed',
  // contact
  'contact-email-invalid',
  'contact-phone-invalid',
  'contact-url-invalid',
  'contact-no-email',
  'contact-no-phone',
  // summary
  'summary-length',
  'summary-word-count',
  'summary-buzzwords',
  // experience & achievements
  'experience-no-achievements',
  'experience-no-results',
  'experience-few-results',
  'achievement-weak-start',
  'achievement-no-metric',
  'achievement-no-result',
  'achievement-too-short',
  'achievement-too-long',
  'achievement-first-person',
  'achievement-filler',
  'achievement-tense',
  // dates & structure
  'date-missing-start',
  'date-missing-end',
  'date-order',
  'date-future-start',
  'date-overlap',
  'experience-order',
  // skills
  'skills-too-few',
  'skills-too-many',
  'skills-duplicate',
  'skill-too-long',
  // language & length
  'spelling',
  'resume-too-short',
  'resume-too-long',
  // job fit
  'keywords-missing',
  'job-description-no-keywords',
] as const;

export type FindingId = (typeof FINDING_IDS)[number];

export const SEVERITIES = ['error', 'warning', 'info'] as const;
export type Severity = (typeof SEVERITIES)[number];

export type Finding = {
  id: FindingId;
  severity: Severity;
  category: CategoryId;
  message: string;
  /** A ResumeData path such as `experience.0.achievements.2`, so the client can jump to it. */
  field: string;
  suggestion: string;
};

/** What one area's checks return: how well the area does (0..1) and why it lost points. */
export type CheckResult = { ratio: number; findings: Finding[] };

export const clamp01 = (n: number): number => Math.min(1, Math.max(0, n));

/** "1 sentence", "3 sentences": messages read naturally at any count. */
export const plural = (n: number, word: string, many = `${word}s`): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? word : many}`;

/** Quotes a piece of the resume in a message, shortened so the message stays readable. */
export const quote = (text: string, max = 40): string => {
  const t = text.trim();
  return `"${t.length > max ? `${t.slice(0, max - 1).trimEnd()}…` : t}"`;
};
