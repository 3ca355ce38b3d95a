import {
  type Contact,
  distinctContacts,
  type Education,
  type Experience,
  emptyResumeData,
  fitResumeToLimits,
  type ImportCheck,
  type ImportSectionConfidence,
  linkType,
  type ResumeData,
} from '@resume/core';
import { type EntryReading, rateSections, type SectionReading } from './confidence';
import { readCustomSections } from './fields/custom-sections';
import { readEducation } from './fields/education';
import { type Entry, type ReadEntry, splitEntries } from './fields/entries';
import { inheritEmployers, joinSplitJobs, readExperience } from './fields/experience';
import {
  extractCertifications,
  extractLanguages,
  extractProjects,
  languagesAmongSkills,
} from './fields/extras';
import { splitName } from './fields/name';
import { extractProfile, type Profile } from './fields/profile';
import { extractSkills } from './fields/skills';
import type { DocumentLines } from './layout/types';
import type { ResumeLayout, Section } from './sections/find-sections';
import type { SectionKind } from './sections/heading-vocabulary';

const of = (layout: ResumeLayout, kind: SectionKind): Section[] =>
  layout.sections.filter((s) => s.kind === kind);

/**
 * The links and handles beside the email and phone, which have fields of their own: a contact
 * never repeats them, nor another contact (compared as core's distinctContacts says).
 */
function contactsOf(profile: Profile): Contact[] {
  const contacts: Contact[] = [
    ...profile.links.map(({ url, label }) => ({ type: linkType(url), value: url, label })),
    ...profile.handles.map((handle) => ({ type: 'other' as const, value: handle, label: '' })),
  ];
  return distinctContacts(contacts, (c) => c.value, [profile.email, profile.phone]);
}

/** Said when the file held more than a resume can (RESUME_LIMITS): its first part was kept. */
export const TOO_LONG_WARNING = 'The file held more than a resume can, so only its first part was kept';

/** The messages a person sees when part of the resume could not be read. */
export function warningsFor(data: ResumeData): string[] {
  const warnings: string[] = [];
  if (!data.first_name) warnings.push('Could not find your name');
  if (!data.email) warnings.push('Could not find your email address');
  if (!data.phone) warnings.push('Could not find your phone number');
  if (data.experience.length === 0) warnings.push('Could not find any work experience');
  if (data.education.length === 0) warnings.push('Could not find any education');
  if (data.skills.length === 0) warnings.push('Could not find any skills');
  return warnings;
}

function readEntries<T>(
  layout: ResumeLayout,
  kind: SectionKind,
  wraps: boolean,
  read: (entry: Entry) => ReadEntry<T> | null,
): ReadEntry<T>[] {
  return of(layout, kind).flatMap((s) => splitEntries(s.lines, wraps).flatMap((e) => read(e) ?? []));
}

/** The doubts about each entry as checks on ResumeData paths (`experience.2.company`). */
function checksOf(list: 'experience' | 'education', entries: ReadEntry<unknown>[]): ImportCheck[] {
  return entries.flatMap((entry, index) =>
    entry.doubts.map((doubt) => ({ field: `${list}.${index}.${doubt.field}`, message: doubt.message })),
  );
}

/** A kind of section as the file printed it (headings, lines) and as it was read (entries). */
function sectionReading(layout: ResumeLayout, kind: SectionKind, entries: EntryReading[]): SectionReading {
  const sections = of(layout, kind);
  return {
    headings: sections.map((s) => s.heading).filter((h) => h.trim()),
    lines: sections.flatMap((s) => s.lines.map((l) => l.text)),
    entries,
  };
}

const jobReading = ({ value }: ReadEntry<Experience>): EntryReading => ({
  title: value.job_title,
  dated: Boolean(value.start_date || value.end_date || value.is_current),
  achievements: value.achievements,
});

const schoolReading = ({ value }: ReadEntry<Education>): EntryReading => ({
  title: value.degree || value.institution,
  dated: Boolean(value.start_date || value.graduation_date),
  achievements: [],
});

/** Turns the sections of a resume into ResumeData, with warnings for what is missing. */
export function assembleResume(
  doc: DocumentLines,
  layout: ResumeLayout,
): { data: ResumeData; warnings: string[]; checks: ImportCheck[]; sections: ImportSectionConfidence[] } {
  const profile = extractProfile(layout, doc.lines);
  const data = emptyResumeData();
  const name = splitName(profile.name);
  data.first_name = name.first;
  data.middle_name = name.middle;
  data.last_name = name.last;
  data.title = profile.headline;
  data.email = profile.email;
  data.phone = profile.phone;
  data.location = profile.location;
  data.summary = profile.summary;
  data.contacts = contactsOf(profile);
  const read = readEntries(layout, 'experience', doc.wraps, readExperience);
  const jobs = inheritEmployers(joinSplitJobs(read));
  const schools = readEntries(layout, 'education', doc.wraps, readEducation);
  data.experience = jobs.map((job) => job.value);
  data.education = schools.map((school) => school.value);
  const skills = of(layout, 'skills').map(languagesAmongSkills);
  data.skills = skills.flatMap((s) => extractSkills(s.skills.lines, doc.wraps, layout.bodySize));
  data.extras = {
    projects: of(layout, 'projects').flatMap((s) => extractProjects(s, doc.wraps)),
    certifications: of(layout, 'certifications').flatMap((s) => extractCertifications(s, doc.wraps)),
    languages: [...of(layout, 'languages').flatMap(extractLanguages), ...skills.flatMap((s) => s.languages)],
    // Every link the file printed is a contact (labelled as printed); this list is the person's own.
    links: [],
  };
  const custom = readCustomSections(layout.sections, doc.wraps);
  if (custom.length > 0) data.custom_sections = custom;
  const fitted = fitResumeToLimits(data);
  // Only checks on entries the limits kept.
  const checks = [
    ...checksOf('experience', jobs.slice(0, fitted.data.experience.length)),
    ...checksOf('education', schools.slice(0, fitted.data.education.length)),
  ];
  // Rated on everything read, before the limits: a cut is a warning of its own, not a misread.
  const sections = rateSections({
    lines: doc.lines.map((l) => l.text),
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    experience: sectionReading(layout, 'experience', jobs.map(jobReading)),
    education: sectionReading(layout, 'education', schools.map(schoolReading)),
    skills: sectionReading(
      layout,
      'skills',
      data.skills.map((s) => ({ title: s.name, dated: true, achievements: [] })),
    ),
  });
  const warnings = warningsFor(fitted.data);
  if (fitted.cut) warnings.push(TOO_LONG_WARNING);
  return { data: fitted.data, warnings, checks, sections };
}
