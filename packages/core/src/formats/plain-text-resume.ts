import type { Contact, Education, Experience, ResumeData } from '../schemas/resume';
import { formatResumeDates, formatResumeMonth } from './resume-dates';

/**
 * The TXT export: a resume as plain text that reads well pasted into an email or a job site's
 * text box. No hard wrapping (the reader's window wraps), no layout characters beyond "- "
 * bullets, headings in capitals, and a blank line between entries.
 */

const CONTACT_LABELS: Record<Contact['type'], string> = {
  email: 'Email',
  phone: 'Phone',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  website: 'Website',
  other: '',
};

/** One line of text: inner whitespace (line breaks included) collapsed. */
const line = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();

/** Prose that may have paragraphs: each paragraph on one line, paragraphs apart by a blank line. */
const paragraphs = (value: string | null | undefined): string[] =>
  (value ?? '')
    .split(/\n\s*\n/)
    .map(line)
    .filter(Boolean)
    .flatMap((paragraph, i) => (i === 0 ? [paragraph] : ['', paragraph]));

const joinPresent = (parts: string[], separator: string): string => parts.filter(Boolean).join(separator);

const bullets = (items: string[]): string[] =>
  items
    .map(line)
    .filter(Boolean)
    .map((item) => `- ${item}`);

function contactLine(data: ResumeData): string {
  const items = [
    { value: line(data.email), label: '' },
    { value: line(data.phone), label: '' },
    { value: line(data.location), label: '' },
    ...data.contacts.map((contact) => ({
      value: line(contact.value),
      // An email or phone speaks for itself; a profile address reads better with its site's name.
      label:
        contact.type === 'email' || contact.type === 'phone'
          ? ''
          : line(contact.label) || CONTACT_LABELS[contact.type],
    })),
  ];
  // The same address typed as the main email and again as a contact is written once.
  const seen = new Set<string>();
  return items
    .filter(({ value }) => {
      const key = value.toLowerCase();
      if (!value || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map(({ value, label }) => (label ? `${label}: ${value}` : value))
    .join(' | ');
}

function experienceEntry(job: Experience): string[] {
  const head = joinPresent([line(job.job_title), line(job.company)], ' — ');
  const when = joinPresent(
    [
      formatResumeDates(job.start_date, job.end_date, job.is_current),
      joinPresent([line(job.city), line(job.country)], ', '),
    ],
    ' | ',
  );
  return [head, when, ...paragraphs(job.company_description), ...bullets(job.achievements)].filter(Boolean);
}

function educationEntry(school: Education): string[] {
  const degree = line(school.degree);
  const field = line(school.field_of_study);
  const title = degree && field ? `${degree} in ${field}` : degree || field;
  const when = joinPresent(
    [
      formatResumeDates(school.start_date, school.graduation_date),
      joinPresent([line(school.city), line(school.country)], ', '),
    ],
    ' | ',
  );
  return [joinPresent([title, line(school.institution)], ' — '), when].filter(Boolean);
}

/** A section: its heading, then its entries with a blank line between them; nothing when empty. */
function section(heading: string, entries: string[][]): string[] {
  const filled = entries.filter((entry) => entry.length > 0);
  if (filled.length === 0) return [];
  return [heading.toUpperCase(), ...filled.flatMap((entry, i) => (i === 0 ? entry : ['', ...entry]))];
}

export function resumeToPlainText(data: ResumeData): string {
  const extras = data.extras;
  const name = joinPresent([line(data.first_name), line(data.middle_name), line(data.last_name)], ' ');
  const header = [name, line(data.title), contactLine(data)].filter(Boolean);
  const skills = data.skills
    .map((skill) => {
      const skillName = line(skill.name);
      if (!skillName || !skill.level) return skillName;
      return `${skillName} (${skill.level.charAt(0).toUpperCase()}${skill.level.slice(1)})`;
    })
    .filter(Boolean);
  const languages = (extras?.languages ?? [])
    .map((l) => (line(l.name) && line(l.level) ? `${line(l.name)} (${line(l.level)})` : line(l.name)))
    .filter(Boolean);
  const certifications = (extras?.certifications ?? []).map((c) =>
    line(c.name)
      ? [
          `- ${joinPresent([line(c.name), joinPresent([line(c.issuer), formatResumeMonth(c.date)], ', ')], ' — ')}`,
        ]
      : [],
  );
  const projects = (extras?.projects ?? []).map((p) =>
    [joinPresent([line(p.name), line(p.url)], ' — '), ...paragraphs(p.description)].filter(Boolean),
  );
  const links = (extras?.links ?? [])
    .filter((l) => line(l.url))
    .map((l) => (line(l.label) ? `${line(l.label)}: ${line(l.url)}` : line(l.url)));

  const blocks = [
    header,
    section('Summary', [paragraphs(data.summary)]),
    section('Experience', data.experience.map(experienceEntry)),
    section('Education', data.education.map(educationEntry)),
    section('Skills', [skills.length ? [skills.join(', ')] : []]),
    section('Languages', [languages.length ? [languages.join(', ')] : []]),
    // Certifications are a list of one-liners: bullets without blank lines between them.
    section('Certifications', [certifications.flat()]),
    section('Projects', projects),
    section('Links', [links]),
  ].filter((block) => block.length > 0);
  if (blocks.length === 0) return '';
  return `${blocks.map((block) => block.join('\n')).join('\n\n')}\n`;
}
