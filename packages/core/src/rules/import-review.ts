import type { ImportSection, ImportSectionConfidence } from '../schemas/resume-upload';
import type { RequiredField } from './resume-requirements';

/**
 * How the import review and the analysis speak of what an upload may have read wrong: one wording,
 * so the review's "We probably misread your work experience" and the analysis's "We may have
 * missed your work experience" name the same thing.
 */
export const IMPORT_SECTION_NAMES: Record<ImportSection, string> = {
  contact: 'contact details',
  experience: 'work experience',
  education: 'education',
  skills: 'skills',
};

/** What to do about a section that was probably misread, after comparing it with the file. */
const WHAT_TO_FIX: Record<ImportSection, string> = {
  contact: 'correct your name, email and phone where they differ',
  experience: 'add the positions we missed',
  education: 'add the education entries we missed',
  skills: 'add the skills we missed',
};

/** "We probably misread your work experience" (low) or "We may have misread part of …" (medium). */
export function misreadHeadline({ section, confidence }: ImportSectionConfidence): string {
  const name = IMPORT_SECTION_NAMES[section];
  return confidence === 'low'
    ? `We probably misread your ${name}`
    : `We may have misread part of your ${name}`;
}

/** "Check it against your file and add the positions we missed." */
export const misreadAdvice = (section: ImportSection): string =>
  `Check it against your file and ${WHAT_TO_FIX[section]}.`;

/** The names of the required parts, as a sentence about an import that may have lost them says them. */
const PART_NAMES: Record<RequiredField, string> = {
  first_name: 'first name',
  last_name: 'last name',
  location: 'location',
  contacts: IMPORT_SECTION_NAMES.contact,
  summary: 'summary',
  skills: IMPORT_SECTION_NAMES.skills,
  experience: IMPORT_SECTION_NAMES.experience,
  education: IMPORT_SECTION_NAMES.education,
};

/** "We may have missed your work experience when reading your file — check the import." */
export const mayHaveMissed = (part: RequiredField): string =>
  `We may have missed your ${PART_NAMES[part]} when reading your file — check the import.`;

/** "We may have misread your work experience when reading your file — check the import." */
export const mayHaveMisread = (section: ImportSection): string =>
  `We may have misread your ${IMPORT_SECTION_NAMES[section]} when reading your file — check the import.`;

/** What to do about a part that may have been missed: look at the file, add it if it is there. */
export const addIfMissed = (part: RequiredField): string =>
  `Open the import review and compare it with your file: if your ${PART_NAMES[part]} is there, add it.`;

/** What to do about a section that may have been misread. */
export const fixIfMisread = (section: ImportSection): string =>
  `Open the import review, compare it with your file and ${WHAT_TO_FIX[section]}.`;
