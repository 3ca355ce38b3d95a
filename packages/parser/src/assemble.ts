import {
  type Contact,
  emptyResumeData,
  type ImportCheck,
  type ResumeData,
  resumeDataSchema,
} from '@resume/core';
import { findUrls, linkType } from './fields/contacts';
import { readEducation } from './fields/education';
import { type Entry, type ReadEntry, splitEntries } from './fields/entries';
import { inheritEmployers, joinSplitJobs, readExperience } from './fields/experience';
import { extractCertifications, extractLanguages, extractLinks, extractProjects } from './fields/extras';
import { splitName } from './fields/name';
import { extractProfile, type Profile } from './fields/profile';
import { extractSkills } from './fields/skills';
import type { DocumentLines } from './layout/types';
import type { ResumeLayout, Section } from './sections/find-sections';
import type { SectionKind } from './sections/heading-vocabulary';

/** The schema's limits on entries (ResumeData in packages/core). */
const MAX_JOBS = 100;
const MAX_SCHOOLS = 50;

const of = (layout: ResumeLayout, kind: SectionKind): Section[] =>
  layout.sections.filter((s) => s.kind === kind);

function contactsOf(profile: Profile): Contact[] {
  const contacts: Contact[] = [];
  if (profile.email) contacts.push({ type: 'email', value: profile.email, label: '' });
  if (profile.phone) contacts.push({ type: 'phone', value: profile.phone, label: '' });
  for (const url of new Set(profile.urls)) contacts.push({ type: linkType(url), value: url, label: '' });
  for (const handle of new Set(profile.handles)) contacts.push({ type: 'other', value: handle, label: '' });
  return contacts;
}

/** The messages a person sees when part of the resume could not be read. */
function warningsFor(data: ResumeData): string[] {
  const warnings: string[] = [];
  if (!data.first_name) warnings.push('Could not find your name');
  if (!data.email) warnings.push('Could not find your email address');
  if (!data.phone) warnings.push('Could not find your phone number');
  if (data.experience.length === 0) warnings.push('Could not find any work experience');
  if (data.education.length === 0) warnings.push('Could not find any education');
  if (data.skills.length === 0) warnings.push('Could not find any skills');
  return warnings;
}

/** Cuts every text and list to the schema's limits, so a long upload still validates. */
function fitToSchema(data: ResumeData): ResumeData {
  const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
  return resumeDataSchema.parse({
    ...data,
    title: cut(data.title, 300),
    first_name: cut(data.first_name, 200),
    middle_name: cut(data.middle_name, 200),
    last_name: cut(data.last_name, 200),
    email: cut(data.email, 320),
    phone: cut(data.phone, 100),
    location: cut(data.location, 300),
    summary: cut(data.summary, 5000),
    contacts: data.contacts.slice(0, 50).map((c) => ({ ...c, value: cut(c.value, 500) })),
    skills: data.skills.slice(0, 200).map((s) => ({ ...s, name: cut(s.name, 200) })),
    experience: data.experience.slice(0, MAX_JOBS).map((e) => ({
      ...e,
      job_title: cut(e.job_title, 300),
      company: cut(e.company, 300),
      city: cut(e.city, 200),
      country: cut(e.country, 200),
      achievements: e.achievements.slice(0, 100).map((a) => cut(a, 2000)),
    })),
    education: data.education.slice(0, MAX_SCHOOLS).map((e) => ({
      ...e,
      degree: cut(e.degree, 300),
      institution: cut(e.institution, 300),
      field_of_study: cut(e.field_of_study, 300),
      city: cut(e.city, 200),
      country: cut(e.country, 200),
    })),
    extras: data.extras && {
      languages: data.extras.languages
        .slice(0, 50)
        .map((l) => ({ name: cut(l.name, 200), level: cut(l.level, 200) })),
      certifications: data.extras.certifications
        .slice(0, 100)
        .map((c) => ({ ...c, name: cut(c.name, 300), issuer: cut(c.issuer, 300) })),
      projects: data.extras.projects.slice(0, 100).map((p) => ({
        name: cut(p.name, 300),
        description: cut(p.description, 3000),
        url: cut(p.url, 1000),
      })),
      links: data.extras.links.slice(0, 50).map((l) => ({ label: cut(l.label, 200), url: cut(l.url, 1000) })),
    },
  });
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

/** Turns the sections of a resume into ResumeData, with warnings for what is missing. */
export function assembleResume(
  doc: DocumentLines,
  layout: ResumeLayout,
): { data: ResumeData; warnings: string[]; checks: ImportCheck[] } {
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
  // Cut to the schema's limits here, so no check points at an entry that is dropped.
  const read = readEntries(layout, 'experience', doc.wraps, readExperience);
  const jobs = inheritEmployers(joinSplitJobs(read)).slice(0, MAX_JOBS);
  const schools = readEntries(layout, 'education', doc.wraps, readEducation).slice(0, MAX_SCHOOLS);
  data.experience = jobs.map((job) => job.value);
  data.education = schools.map((school) => school.value);
  data.skills = of(layout, 'skills').flatMap((s) => extractSkills(s.lines, doc.wraps, layout.bodySize));
  const sectionUrls = of(layout, 'links').flatMap((s) => s.lines.flatMap((l) => findUrls(l.text)));
  data.extras = {
    projects: of(layout, 'projects').flatMap((s) => extractProjects(s, doc.wraps)),
    certifications: of(layout, 'certifications').flatMap((s) => extractCertifications(s, doc.wraps)),
    languages: of(layout, 'languages').flatMap(extractLanguages),
    links: extractLinks([...profile.urls, ...sectionUrls]),
  };
  const fitted = fitToSchema(data);
  const checks = [...checksOf('experience', jobs), ...checksOf('education', schools)];
  return { data: fitted, warnings: warningsFor(fitted), checks };
}
