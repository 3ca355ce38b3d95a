import {
  distinctContacts,
  type Education,
  type Experience,
  formatResumeDates,
  formatResumeMonth,
  fullName,
  plural,
  type ResumeData,
} from '@resume/core';
import { EXTRAS_STEPS, type ExtrasList } from '../extras/extras-specs';
import type { BuilderStepId } from '../types';

/** One line of what was read: `value` is '' when nothing was; `fields` are the paths it shows. */
export type ReadLine = { label?: string; value: string; fields: string[] };

/** One thing read (the contact details, a position, a school), with the field its Edit opens. */
export type ReadItem = { name: string; field: string; edit?: string; lines: ReadLine[] };

/** A section of the resume as read. `fields` are the paths it covers; `step` is the builder step that edits it. */
export type ReadSection = {
  id: string;
  title: string;
  step: BuilderStepId;
  edit?: string;
  fields: string[];
  items: ReadItem[];
};

const text = (...parts: (string | null | undefined)[]) =>
  parts
    .map((p) => p?.trim() ?? '')
    .filter(Boolean)
    .join(', ');

/** Contacts and links beyond the email and phone, each once: files often repeat them. */
function otherContacts(data: ResumeData): string[] {
  const values = [
    ...data.contacts.map((c) => c.value.trim()),
    ...(data.extras?.links ?? []).map((l) => l.url.trim() || l.label.trim()),
  ];
  return distinctContacts(values, (value) => value, [data.email, data.phone]);
}

function contactSection(data: ResumeData): ReadSection {
  const links = otherContacts(data);
  const lines: ReadLine[] = [
    {
      label: 'Name',
      value: fullName(data),
      fields: ['first_name', 'middle_name', 'last_name'],
    },
    ...(data.title.trim() ? [{ label: 'Title', value: data.title.trim(), fields: ['title'] }] : []),
    { label: 'Email', value: data.email.trim(), fields: ['email'] },
    { label: 'Phone', value: data.phone.trim(), fields: ['phone'] },
    { label: 'Location', value: data.location.trim(), fields: ['location'] },
    { label: 'Links', value: links.join(', '), fields: ['contacts', 'extras.links'] },
  ];
  const fields = lines.flatMap((l) => l.fields);
  const read = lines.some((l) => l.value);
  return {
    id: 'contact',
    title: 'Contact',
    step: 'contacts',
    edit: 'first_name',
    fields,
    items: read ? [{ name: 'Contact details', field: '', lines }] : [],
  };
}

function positionItem(job: Experience, i: number): ReadItem {
  const path = `experience.${i}`;
  const count = job.achievements.filter((a) => a.trim()).length;
  return {
    name: `Position ${i + 1}`,
    field: path,
    edit: `${path}.job_title`,
    lines: [
      { label: 'Title', value: job.job_title.trim(), fields: [`${path}.job_title`] },
      { label: 'Company', value: job.company.trim(), fields: [`${path}.company`] },
      { label: 'Place', value: text(job.city, job.country), fields: [`${path}.city`, `${path}.country`] },
      {
        label: 'Dates',
        value: formatResumeDates(job.start_date, job.end_date, job.is_current),
        fields: [`${path}.start_date`, `${path}.end_date`, `${path}.is_current`],
      },
      {
        label: 'Achievements',
        value: count ? plural(count, 'achievement') : '',
        fields: [`${path}.achievements`],
      },
    ],
  };
}

function schoolItem(school: Education, i: number): ReadItem {
  const path = `education.${i}`;
  return {
    name: `Education ${i + 1}`,
    field: path,
    edit: `${path}.degree`,
    lines: [
      { label: 'Degree', value: school.degree.trim(), fields: [`${path}.degree`] },
      { label: 'Field of study', value: school.field_of_study.trim(), fields: [`${path}.field_of_study`] },
      { label: 'Institution', value: school.institution.trim(), fields: [`${path}.institution`] },
      {
        label: 'Dates',
        value: formatResumeDates(school.start_date, school.graduation_date),
        fields: [`${path}.start_date`, `${path}.graduation_date`],
      },
    ],
  };
}

/** A section read as one block of text lines (summary, skills, the extras). */
function singleItem(name: string, field: string, lines: ReadLine[]): ReadItem[] {
  return lines.some((l) => l.value) ? [{ name, field, lines }] : [];
}

/** The optional lists (languages, certifications, projects): shown only when the file had them. */
function extrasSections(data: ResumeData): ReadSection[] {
  const extras = data.extras;
  const lists: { id: ExtrasList; title: string; lines: ReadLine[] }[] = [
    {
      id: 'languages',
      title: 'Languages',
      lines: (extras?.languages ?? []).map((l, i) => ({
        value: l.level.trim() ? `${l.name.trim()} (${l.level.trim()})` : l.name.trim(),
        fields: [`extras.languages.${i}`],
      })),
    },
    {
      id: 'certifications',
      title: 'Certifications',
      lines: (extras?.certifications ?? []).map((c, i) => ({
        value: [c.name.trim(), c.issuer.trim(), formatResumeMonth(c.date)].filter(Boolean).join(' · '),
        fields: [`extras.certifications.${i}`],
      })),
    },
    {
      id: 'projects',
      title: 'Projects',
      lines: (extras?.projects ?? []).map((p, i) => ({
        value: [p.name.trim(), p.description.trim(), p.url.trim()].filter(Boolean).join(' · '),
        fields: [`extras.projects.${i}`],
      })),
    },
  ];
  return lists
    .map(({ id, title, lines }) => ({
      id,
      title,
      step: EXTRAS_STEPS[id],
      edit: `extras.${id}`,
      fields: [`extras.${id}`],
      items: singleItem(
        title,
        `extras.${id}`,
        lines.filter((l) => l.value),
      ),
    }))
    .filter((section) => section.items.length > 0);
}

/**
 * What an upload read, section by section, in the builder's order, then the extras it found.
 * Empty sections are kept (their emptiness is worth saying), except the optional extras.
 */
export function readSections(data: ResumeData): ReadSection[] {
  const skills = data.skills.map((s) => s.name.trim()).filter(Boolean);
  return [
    contactSection(data),
    {
      id: 'summary',
      title: 'Summary',
      step: 'summary',
      edit: 'summary',
      fields: ['summary'],
      items: singleItem('Summary', 'summary', [{ value: data.summary.trim(), fields: ['summary'] }]),
    },
    {
      id: 'experience',
      title: 'Experience',
      step: 'experience',
      fields: ['experience'],
      items: data.experience.map(positionItem),
    },
    {
      id: 'education',
      title: 'Education',
      step: 'education',
      fields: ['education'],
      items: data.education.map(schoolItem),
    },
    {
      id: 'skills',
      title: 'Skills',
      step: 'skills',
      edit: 'skills',
      fields: ['skills'],
      items: singleItem('Skills', 'skills', [{ value: skills.join(', '), fields: ['skills'] }]),
    },
    ...extrasSections(data),
  ];
}
