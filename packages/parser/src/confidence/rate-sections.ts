import {
  IMPORT_SECTIONS,
  type ImportSection,
  type ImportSectionConfidence,
  type ReadingConfidence,
} from '@resume/core';
import {
  datedLinesBeyondEntries,
  type EntryWords,
  emptyUnderHeading,
  experienceNotFound,
  headersInAchievements,
  incompleteEntries,
  nameSignal,
  noWayToReach,
  type SectionReading,
  type Signal,
} from './signals';

/** What the file printed and what was read from it, as the signals need it. */
export interface ResumeReading {
  /** The text of every line of the file, in reading order. */
  lines: string[];
  name: string;
  email: string;
  phone: string;
  experience: SectionReading;
  education: SectionReading;
  skills: SectionReading;
}

const POSITIONS: EntryWords = { one: 'position', many: 'positions' };
const SCHOOLS: EntryWords = { one: 'education entry', many: 'education entries' };

/** The lowest confidence among the doubts, with every reason; high when there is none. */
function rated(section: ImportSection, signals: (Signal | null)[]): ImportSectionConfidence {
  const doubts = signals.filter((s): s is Signal => s !== null);
  const confidence: ReadingConfidence = doubts.some((d) => d.confidence === 'low')
    ? 'low'
    : doubts.length > 0
      ? 'medium'
      : 'high';
  return { section, confidence, reasons: doubts.map((d) => d.reason) };
}

/**
 * How surely each section was read: the header's contact fields, experience, education and
 * skills, each high, medium or low with the reasons. A section read as printed is high; one whose
 * entries were probably lost or merged is low, so the import review can say so plainly.
 */
export function rateSections(reading: ResumeReading): ImportSectionConfidence[] {
  const { experience, education, skills } = reading;
  return [
    rated('contact', [nameSignal(reading.name), noWayToReach(reading.email, reading.phone)]),
    rated('experience', [
      emptyUnderHeading(experience),
      experienceNotFound(experience, reading.lines),
      datedLinesBeyondEntries(experience, POSITIONS),
      headersInAchievements(experience.entries, POSITIONS),
      incompleteEntries(experience.entries, POSITIONS),
    ]),
    rated('education', [
      emptyUnderHeading(education),
      datedLinesBeyondEntries(education, SCHOOLS),
      incompleteEntries(education.entries, SCHOOLS),
    ]),
    rated('skills', [emptyUnderHeading(skills)]),
  ];
}

/** A file that holds the resume as data (JSON Resume, LinkedIn export) has no layout to misread. */
export const readAsData = (): ImportSectionConfidence[] =>
  IMPORT_SECTIONS.map((section) => ({ section, confidence: 'high', reasons: [] }));
