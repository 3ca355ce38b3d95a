import { type BuiltInSection, isBuiltInSection } from '../rules/section-layout';
import type { ResumeData } from '../schemas/resume';
import {
  type ContactItem,
  type CustomSectionItem,
  customSectionOf,
  joinPresent,
  type ResumeView,
  toResumeView,
  viewSectionLayout,
} from './resume-view';

/**
 * The TXT export: a resume as plain text that reads well pasted into an email or a job site's
 * text box. No hard wrapping (the reader's window wraps), no layout characters beyond "- "
 * bullets, headings in capitals, and a blank line between entries.
 */

/** Prose that may have paragraphs (one per line in the view): paragraphs apart by a blank line. */
const paragraphs = (text: string): string[] =>
  text ? text.split('\n').flatMap((paragraph, i) => (i === 0 ? [paragraph] : ['', paragraph])) : [];

const bullets = (items: string[]): string[] => items.map((item) => `- ${item}`);

const contactText = (item: ContactItem): string =>
  item.prefix ? `${item.prefix}: ${item.value}` : item.value;

/** A section: its heading, then its entries with a blank line between them; nothing when empty. */
function section(heading: string, entries: string[][]): string[] {
  const filled = entries.filter((entry) => entry.length > 0);
  if (filled.length === 0) return [];
  return [heading.toUpperCase(), ...filled.flatMap((entry, i) => (i === 0 ? entry : ['', ...entry]))];
}

/** One line per list, or nothing: "Go (Expert), PostgreSQL". */
const inline = (items: string[]): string[][] => [items.length ? [items.join(', ')] : []];
const withLevel = (name: string, level: string) => (level ? `${name} (${level})` : name);

type SectionEntries = (view: ResumeView) => string[][];

/** Each built-in section's entries, without its heading. */
const SECTIONS: Record<BuiltInSection, SectionEntries> = {
  summary: (view) => [paragraphs(view.summary)],
  experience: (view) =>
    view.experience.map((job) =>
      [
        joinPresent([job.jobTitle, job.company], ' — '),
        joinPresent([job.dates, job.place], ' | '),
        ...paragraphs(job.description),
        ...bullets(job.achievements),
      ].filter(Boolean),
    ),
  education: (view) =>
    view.education.map((school) =>
      [
        joinPresent([school.degree, school.institution], ' — '),
        joinPresent([school.dates, school.place], ' | '),
      ].filter(Boolean),
    ),
  skills: (view) => inline(view.skills.map((s) => withLevel(s.name, s.level))),
  languages: (view) => inline(view.languages.map((l) => withLevel(l.name, l.level))),
  // Certifications are a list of one-liners: bullets without blank lines between them.
  certifications: (view) => [
    bullets(view.certifications.map((c) => joinPresent([c.name, joinPresent([c.issuer, c.date])], ' — '))),
  ],
  projects: (view) =>
    view.projects.map((p) =>
      [joinPresent([p.name, p.url], ' — '), ...paragraphs(p.description)].filter(Boolean),
    ),
  links: (view) => [view.links.map((l) => (l.label ? `${l.label}: ${l.url}` : l.url))],
};

/** A custom section's entries, laid out as experience is: head, dates and place, prose, bullets. */
const customEntries = (section: CustomSectionItem): string[][] =>
  section.entries.map((entry) =>
    [
      joinPresent([entry.title, entry.subtitle], ' — '),
      joinPresent([entry.dates, entry.place], ' | '),
      ...paragraphs(entry.description),
      ...bullets(entry.bullets),
    ].filter(Boolean),
  );

/** The sections in the person's order (rules/section-layout.ts), under their headings. */
function body(view: ResumeView): string[][] {
  return viewSectionLayout(view).map((laid) => {
    const custom = customSectionOf(view, laid);
    if (custom) return section(laid.heading, customEntries(custom));
    return isBuiltInSection(laid.key) ? section(laid.heading, SECTIONS[laid.key](view)) : [];
  });
}

export function resumeToPlainText(data: ResumeData): string {
  const view = toResumeView(data);
  const header = [view.name, view.title, view.contacts.map(contactText).join(' | ')].filter(Boolean);
  const blocks = [header, ...body(view)].filter((block) => block.length > 0);
  if (blocks.length === 0) return '';
  return `${blocks.map((block) => block.join('\n')).join('\n\n')}\n`;
}
