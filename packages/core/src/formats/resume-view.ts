import { distinctContacts } from '../contacts';
import { formatResumeDates, formatResumeMonth } from '../dates';
import {
  type LaidOutSection,
  type ResumeSections,
  sectionLayout,
  type TemplateSlot,
} from '../rules/section-layout';
import type { Contact, CustomEntry, Education, Experience, ResumeData } from '../schemas/resume';
import { CONTACT_TYPE_LABELS, skillLevelLabel, skillLevelShare } from './labels';
import { hrefFor } from './links';
import { fullName } from './person-name';

/**
 * A resume as the templates print it: trimmed text, empty entries dropped, dates formatted.
 * Templates only decide where things go; what is shown and when it is left out is decided here,
 * once, so no template prints an empty heading or a dangling separator.
 */
export type ContactItem = {
  kind: Contact['type'] | 'location';
  /** The person's own label ("Portfolio"), or '' when they gave none. */
  label: string;
  /** The label to show where every item is labelled (sidebar); falls back to the kind's name. */
  caption: string;
  value: string;
  href: string;
  /**
   * What one line of text writes before the value ("LinkedIn: …"): the person's label or the site's
   * name; '' for an email, phone or place, which speak for themselves.
   */
  prefix: string;
  /** A site or profile to open (not a mail or phone link): what text formats write as a link. */
  webLink: boolean;
};

export type SkillItem = { name: string; level: string; share: number };

export type ExperienceItem = {
  jobTitle: string;
  company: string;
  place: string;
  dates: string;
  description: string;
  achievements: string[];
};

export type EducationItem = {
  /** "MSc in Computer Science", or whichever of degree and field is known. */
  degree: string;
  institution: string;
  place: string;
  dates: string;
};

export type LanguageItem = { name: string; level: string };
export type CertificationItem = { name: string; issuer: string; date: string };
export type ProjectItem = { name: string; description: string; url: string; href: string };
export type LinkItem = { label: string; url: string; href: string };

/** An entry of a section of the person's own: any part may be '' (then it is not printed). */
export type CustomEntryItem = {
  title: string;
  subtitle: string;
  place: string;
  dates: string;
  description: string;
  bullets: string[];
};
export type CustomSectionItem = { id: string; heading: string; entries: CustomEntryItem[] };

export type ResumeView = {
  name: string;
  title: string;
  contacts: ContactItem[];
  summary: string;
  skills: SkillItem[];
  experience: ExperienceItem[];
  education: EducationItem[];
  languages: LanguageItem[];
  certifications: CertificationItem[];
  projects: ProjectItem[];
  links: LinkItem[];
  /** The sections of the person's own, entries without content dropped. */
  custom: CustomSectionItem[];
  /** The person's order, headings and hidden sections (rules/section-layout.ts); absent: none. */
  sections: ResumeSections | undefined;
};

const clean = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();

/** Keeps the person's line breaks (a summary may have paragraphs) but trims each line. */
const cleanParagraphs = (value: string | null | undefined): string =>
  (value ?? '')
    .split(/\n\s*\n/)
    .map(clean)
    .filter(Boolean)
    .join('\n');

/** Joins the parts that are present: `joinPresent([city, '', country])` → `Berlin, Germany`. */
export function joinPresent(parts: readonly string[], separator = ', '): string {
  return parts.filter((part) => part.length > 0).join(separator);
}

/** "Berlin, Germany" → Berlin and Germany; a place without a comma is a city. */
export function splitPlace(place: string): { city: string; country: string } {
  const at = place.lastIndexOf(', ');
  return at < 0
    ? { city: place.trim(), country: '' }
    : { city: place.slice(0, at).trim(), country: place.slice(at + 2).trim() };
}

const hasContent = (item: Record<string, unknown>): boolean =>
  Object.values(item).some((value) => (Array.isArray(value) ? value.length > 0 : Boolean(value)));

function contactItem(kind: ContactItem['kind'], value: string, label = ''): ContactItem {
  const linkKind = kind === 'location' ? 'other' : kind;
  const href = kind === 'location' ? '' : hrefFor(linkKind, value);
  const speaksForItself = kind === 'email' || kind === 'phone' || kind === 'location';
  return {
    kind,
    label,
    caption: label || CONTACT_TYPE_LABELS[kind],
    value,
    href,
    prefix: speaksForItself ? '' : label || (kind === 'other' ? '' : CONTACT_TYPE_LABELS[kind]),
    webLink: href !== '' && !speaksForItself,
  };
}

function contactsOf(data: ResumeData): ContactItem[] {
  const items = [
    contactItem('email', clean(data.email)),
    contactItem('phone', clean(data.phone)),
    contactItem('location', clean(data.location)),
    ...data.contacts.map((c) => contactItem(c.type, clean(c.value), clean(c.label))),
  ];
  // The same address typed both as the main email and as a contact is printed once, and no blank one.
  return distinctContacts(items, (item) => item.value);
}

function experienceItem(job: Experience): ExperienceItem {
  return {
    jobTitle: clean(job.job_title),
    company: clean(job.company),
    place: joinPresent([clean(job.city), clean(job.country)]),
    dates: formatResumeDates(job.start_date, job.end_date, job.is_current),
    description: cleanParagraphs(job.company_description),
    achievements: job.achievements.map(clean).filter(Boolean),
  };
}

function educationItem(school: Education): EducationItem {
  const degree = clean(school.degree);
  const field = clean(school.field_of_study);
  return {
    degree: degree && field ? `${degree} in ${field}` : degree || field,
    institution: clean(school.institution),
    place: joinPresent([clean(school.city), clean(school.country)]),
    dates: formatResumeDates(school.start_date, school.graduation_date),
  };
}

function customEntryItem(entry: CustomEntry): CustomEntryItem {
  return {
    title: clean(entry.title),
    subtitle: clean(entry.subtitle),
    place: clean(entry.place),
    dates: formatResumeDates(entry.start_date, entry.end_date),
    description: cleanParagraphs(entry.description),
    bullets: entry.bullets.map(clean).filter(Boolean),
  };
}

/**
 * The sections a template prints, in order, with their headings: the person's choices over the
 * template's own order (`templateOrder`). Empty sections are in the list; renderers print nothing
 * for them, as they always have.
 */
export function viewSectionLayout(
  view: Pick<ResumeView, 'sections' | 'custom'>,
  templateOrder?: readonly TemplateSlot[],
): LaidOutSection[] {
  return sectionLayout({ sections: view.sections, custom_sections: view.custom }, templateOrder);
}

/** The custom section a laid-out section stands for, or undefined for a built-in one. */
export function customSectionOf(view: Pick<ResumeView, 'custom'>, section: LaidOutSection) {
  return section.customId === undefined ? undefined : view.custom.find((c) => c.id === section.customId);
}

export function toResumeView(data: ResumeData): ResumeView {
  const extras = data.extras;
  return {
    name: fullName(data),
    title: clean(data.title),
    contacts: contactsOf(data),
    summary: cleanParagraphs(data.summary),
    skills: data.skills
      .map((s) => ({ name: clean(s.name), level: skillLevelLabel(s.level), share: skillLevelShare(s.level) }))
      .filter((s) => s.name),
    experience: data.experience.map(experienceItem).filter(hasContent),
    education: data.education.map(educationItem).filter(hasContent),
    languages: (extras?.languages ?? [])
      .map((l) => ({ name: clean(l.name), level: clean(l.level) }))
      .filter((l) => l.name),
    certifications: (extras?.certifications ?? [])
      .map((c) => ({ name: clean(c.name), issuer: clean(c.issuer), date: formatResumeMonth(c.date) }))
      .filter((c) => c.name),
    projects: (extras?.projects ?? [])
      .map((p) => ({
        name: clean(p.name),
        description: cleanParagraphs(p.description),
        url: clean(p.url),
        href: hrefFor('url', clean(p.url)),
      }))
      .filter(hasContent),
    links: (extras?.links ?? [])
      .map((l) => ({ label: clean(l.label), url: clean(l.url), href: hrefFor('url', clean(l.url)) }))
      .filter((l) => l.url),
    custom: (data.custom_sections ?? []).map((section) => ({
      id: section.id,
      heading: clean(section.heading),
      entries: section.entries.map(customEntryItem).filter(hasContent),
    })),
    sections: data.sections,
  };
}
