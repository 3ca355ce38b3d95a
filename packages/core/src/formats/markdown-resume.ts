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
 * The Markdown export: CommonMark that reads well as a README on GitHub or pasted into a notes app.
 * Headings for the name, the sections and each entry; dates and places in italics under an entry;
 * bullets for achievements; links written as links. The person's text is escaped, so a "*" or
 * a "#" they typed is printed, never taken for formatting.
 */

/** Backslash-escapes what CommonMark would read as inline formatting (emphasis, links, HTML, …). */
function escapeInline(text: string): string {
  return text
    .replace(/[\\`*_[\]<>|~]/g, '\\$&')
    .replace(/&(?=[#\w]+;)/g, '\\&')
    .replace(/(^|\s)#/g, '$1\\#');
}

/** Escapes what would start a block (a list, a quote, a heading) where a line starts. */
const escapeLineStart = (text: string): string =>
  text.replace(/^(\s*)([>+=-])/gm, '$1\\$2').replace(/^(\s*\d+)([.)])/gm, '$1\\$2');

/** The person's text, printed as typed wherever it stands in the document. */
export const escapeMarkdown = (text: string): string => escapeLineStart(escapeInline(text));

/** A link whose address cannot end it early: spaces and brackets are percent-encoded. */
const link = (text: string, href: string) =>
  href ? `[${escapeInline(text)}](${href.replace(/[\s()<>]/g, encodeURIComponent)})` : escapeMarkdown(text);

const paragraphs = (text: string): string[] => (text ? text.split('\n').map(escapeMarkdown) : []);

/** A link the reader can follow shows its label; one that is not an address shows its text. */
const linkItem = (l: ResumeView['links'][number]) =>
  l.href ? link(l.label || l.url, l.href) : escapeMarkdown(joinPresent([l.label, l.url], ': '));

function contact(item: ContactItem): string {
  const value = item.webLink ? link(item.value, item.href) : escapeInline(item.value);
  return item.prefix ? `${escapeInline(item.prefix)}: ${value}` : value;
}

/** One entry: its heading, then dates and place in italics, then its prose and bullets. */
function entry(heading: string, when: string, prose: string[] = [], bullets: string[] = []): string[] {
  return [
    `### ${heading}`,
    ...(when ? [`*${when}*`] : []),
    ...prose,
    ...(bullets.length ? [bullets.map((b) => `- ${escapeMarkdown(b)}`).join('\n')] : []),
  ];
}

const section = (title: string, blocks: string[]): string[] =>
  blocks.length ? [`## ${title}`, ...blocks] : [];
const withLevel = (name: string, level: string) => escapeInline(level ? `${name} (${level})` : name);
const inline = (items: string[]) => (items.length ? [escapeLineStart(items.join(', '))] : []);

const e = escapeInline;

/** Each built-in section's blocks, without its heading. */
const SECTIONS: Record<BuiltInSection, (view: ResumeView) => string[]> = {
  summary: (view) => paragraphs(view.summary),
  experience: (view) =>
    view.experience.flatMap((job) =>
      entry(
        e(joinPresent([job.jobTitle, job.company], ' — ')),
        e(joinPresent([job.dates, job.place], ' · ')),
        paragraphs(job.description),
        job.achievements,
      ),
    ),
  education: (view) =>
    view.education.flatMap((school) =>
      entry(
        e(joinPresent([school.degree, school.institution], ' — ')),
        e(joinPresent([school.dates, school.place], ' · ')),
      ),
    ),
  skills: (view) => inline(view.skills.map((s) => withLevel(s.name, s.level))),
  languages: (view) => inline(view.languages.map((l) => withLevel(l.name, l.level))),
  certifications: (view) =>
    view.certifications.length
      ? [
          view.certifications
            .map((c) => `- ${joinPresent([`**${e(c.name)}**`, e(joinPresent([c.issuer, c.date]))], ' — ')}`)
            .join('\n'),
        ]
      : [],
  projects: (view) =>
    view.projects.flatMap((p) => [
      `### ${p.name ? link(p.name, p.href) : link(p.url, p.href)}`,
      ...(p.name && p.url && !p.href ? [e(p.url)] : []),
      ...paragraphs(p.description),
    ]),
  links: (view) => (view.links.length ? [view.links.map((l) => `- ${linkItem(l)}`).join('\n')] : []),
};

/** A custom section's entries, written as experience is. */
const customBlocks = (section: CustomSectionItem): string[] =>
  section.entries.flatMap((item) =>
    entry(
      e(joinPresent([item.title, item.subtitle], ' — ')),
      e(joinPresent([item.dates, item.place], ' · ')),
      paragraphs(item.description),
      item.bullets,
    ),
  );

/** The sections in the person's order (rules/section-layout.ts), under their headings. */
function body(view: ResumeView): string[] {
  return viewSectionLayout(view).flatMap((laid) => {
    const custom = customSectionOf(view, laid);
    const title = e(laid.heading);
    if (custom) return section(title, customBlocks(custom));
    return isBuiltInSection(laid.key) ? section(title, SECTIONS[laid.key](view)) : [];
  });
}

export function resumeToMarkdown(data: ResumeData): string {
  const view = toResumeView(data);
  const header = [
    ...(view.name ? [`# ${escapeInline(view.name)}`] : []),
    ...(view.title ? [`**${escapeInline(view.title)}**`] : []),
    ...(view.contacts.length ? [escapeLineStart(view.contacts.map(contact).join(' · '))] : []),
  ];
  const blocks = [...header, ...body(view)];
  return blocks.length ? `${blocks.join('\n\n')}\n` : '';
}
