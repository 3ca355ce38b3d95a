/**
 * The content of a generated resume, known by construction: every layout grammar prints it, and
 * the truth the parser is scored against is derived from it (truth.ts), never read back from a PDF.
 */

export type Lang = 'en' | 'fr' | 'de' | 'es';

export const FIELDS = [
  'software',
  'nursing',
  'accounting',
  'trades',
  'teaching',
  'law',
  'design',
  'logistics',
  'marketing',
  'hospitality',
] as const;
export type Field = (typeof FIELDS)[number];

/** A month of a year; `month` null when only the year is known or printed. */
export interface YearMonth {
  year: number;
  month: number | null;
}

/** A date as the resume prints it, with the value it stands for. `end` null means "present". */
export interface Period {
  start: YearMonth | null;
  end: YearMonth | null;
  /** The printed form, e.g. "Jan 2020 – Present", "2018–2020", "depuis 2022", "Summer 2019". */
  text: string;
  /** The start and end printed apart, for grammars that put them in two places. */
  startText: string;
  endText: string;
}

export interface Job {
  title: string;
  company: string;
  /** The place as printed ("Denver, CO", "Lyon, France"), or empty. */
  place: string;
  period: Period;
  bullets: string[];
  /** A line describing the employer, printed by some grammars under the company. */
  companyNote: string;
}

export interface School {
  institution: string;
  /** The degree as printed, field included ("Bachelor of Science in Nursing"), or null (a high school). */
  degree: string | null;
  place: string;
  period: Period;
  /** GPA, honours, thesis: printed under the entry. */
  details: string[];
}

export interface SkillGroup {
  /** "Languages", "Tools"; null when the skills are one plain list. */
  label: string | null;
  items: string[];
}

export interface Project {
  name: string;
  description: string;
}

/** Section headings in the resume's language, one choice per resume. */
export interface Headings {
  summary: string;
  experience: string;
  education: string;
  skills: string;
  languages: string;
  projects: string;
  certifications: string;
}

export interface GenResume {
  id: string;
  lang: Lang;
  field: Field;
  firstName: string;
  lastName: string;
  /** A one-line headline under the name ("Registered Nurse"), not a summary. */
  headline: string;
  email: string;
  phone: string | null;
  /** City plus region or country, as printed. */
  location: string;
  /** A printed URL (LinkedIn, portfolio), or null. */
  url: string | null;
  summary: string | null;
  headings: Headings;
  jobs: Job[];
  schools: School[];
  skills: SkillGroup[];
  /** Spoken languages with a level, printed in their own section ("French (fluent)"). */
  languages: string[];
  certifications: string[];
  projects: Project[];
  /** Education is printed before experience (students, recent graduates). */
  educationFirst: boolean;
}

/** The scorer's schema (../shared/corpus/README.md). */
export interface Truth {
  name: string;
  email: string | null;
  phone: string | null;
  location: string | null;
  url: string | null;
  summary: string | null;
  work: { title: string; company: string; start: string | null; end: string | null }[];
  education: { institution: string; degree: string | null; start: string | null; end: string | null }[];
  skills: string[];
}
