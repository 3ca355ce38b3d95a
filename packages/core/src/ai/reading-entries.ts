import { formatResumeDates, formatResumeMonth } from '../dates';
import { CONTACT_TYPE_LABELS, skillLevelLabel } from '../formats/labels';
import type { Contact, Education, Experience, ResumeData, Skill } from '../schemas/resume';
import type { ReadingSection } from './reading-schema';
import { normaliseForReading } from './reading-text';

/**
 * The lists of a resume that are compared entry by entry, and for each: how to read it from the
 * data, what identifies an entry (to pair the layout's entry with the AI's), and how it is shown.
 */
export type EntrySection = Exclude<ReadingSection, 'personal' | 'skills'>;

type Extras = NonNullable<ResumeData['extras']>;
type Language = Extras['languages'][number];
type Certification = Extras['certifications'][number];
type Project = Extras['projects'][number];
type Link = Extras['links'][number];

export type EntryKind<T> = {
  section: EntrySection;
  /** What a person calls one entry: "Position", "Education". */
  noun: string;
  entries(data: ResumeData): T[];
  /** The words that say which entry this is: a company and title, a school and degree. */
  identity(entry: T): string;
  /** The entry as lines of text, for the person to compare. */
  show(entry: T): string;
};

const lines = (...parts: (string | false | null | undefined)[]) =>
  parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join('\n');
const joined = (separator: string, ...parts: string[]) =>
  parts.filter((p) => p.trim() !== '').join(separator);

const experience: EntryKind<Experience> = {
  section: 'experience',
  noun: 'Position',
  entries: (data) => data.experience,
  identity: (e) => `${e.company} ${e.job_title}`,
  show: (e) =>
    lines(
      joined(' at ', e.job_title, e.company),
      joined(
        ' · ',
        joined(', ', e.city, e.country),
        formatResumeDates(e.start_date, e.end_date, e.is_current),
      ),
      e.company_description,
      ...e.achievements.map((a) => `• ${a}`),
    ),
};

const education: EntryKind<Education> = {
  section: 'education',
  noun: 'Education',
  entries: (data) => data.education,
  identity: (e) => `${e.institution} ${e.degree}`,
  show: (e) =>
    lines(
      joined(', ', e.degree, e.field_of_study),
      e.institution,
      joined(' · ', joined(', ', e.city, e.country), formatResumeDates(e.start_date, e.graduation_date)),
    ),
};

const contacts: EntryKind<Contact> = {
  section: 'contacts',
  noun: 'Contact',
  entries: (data) => data.contacts,
  identity: (c) => c.value,
  show: (c) => `${c.label || CONTACT_TYPE_LABELS[c.type]}: ${c.value}`,
};

const extras = (data: ResumeData): Extras =>
  data.extras ?? { languages: [], certifications: [], projects: [], links: [] };

const languages: EntryKind<Language> = {
  section: 'languages',
  noun: 'Language',
  entries: (data) => extras(data).languages,
  identity: (l) => l.name,
  show: (l) => (l.level ? `${l.name} (${l.level})` : l.name),
};

const certifications: EntryKind<Certification> = {
  section: 'certifications',
  noun: 'Certification',
  entries: (data) => extras(data).certifications,
  identity: (c) => c.name,
  show: (c) => lines(c.name, joined(' · ', c.issuer, formatResumeMonth(c.date))),
};

const projects: EntryKind<Project> = {
  section: 'projects',
  noun: 'Project',
  entries: (data) => extras(data).projects,
  identity: (p) => p.name || p.url,
  show: (p) => lines(p.name, p.url, p.description),
};

const links: EntryKind<Link> = {
  section: 'links',
  noun: 'Link',
  entries: (data) => extras(data).links,
  identity: (l) => l.url,
  show: (l) => (l.label ? `${l.label}: ${l.url}` : l.url),
};

/** In the order the review shows them. */
export const ENTRY_KINDS = [
  contacts,
  experience,
  education,
  languages,
  certifications,
  projects,
  links,
] as readonly EntryKind<unknown>[];

export const showSkills = (skills: Skill[]): string =>
  skills.map((s) => (s.level ? `${s.name} (${skillLevelLabel(s.level)})` : s.name)).join(', ');

/** The words of an identity, compared without case, dashes or punctuation. */
const words = (text: string) =>
  new Set(
    normaliseForReading(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );

/** How alike two identities are, 0..1: the share of words they have in common (Dice). */
export function likeness(a: string, b: string): number {
  const left = words(a);
  const right = words(b);
  if (left.size === 0 || right.size === 0) return 0;
  const shared = [...left].filter((w) => right.has(w)).length;
  return (2 * shared) / (left.size + right.size);
}
