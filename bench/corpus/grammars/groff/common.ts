/** What the groff grammars share: escaping content for troff, the paper line, the section order. */
import type { GenResume } from '../../model';
import type { Rng } from '../../random';

/**
 * Content as troff input text. A backslash is troff's escape; ' and ` would print as curly quotes,
 * changing the text ("O'Brien"), and so would " under mom's smart quotes; a line starting with .
 * or ' would be read as a request.
 */
export function esc(text: string): string {
  const out = text
    .replace(/\\/g, '\\e')
    .replace(/'/g, '\\[aq]')
    .replace(/`/g, '\\[ga]')
    .replace(/"/g, '\\[dq]');
  return out.startsWith('.') ? `\\&${out}` : out;
}

/** Content as one quoted macro argument. */
export const arg = (text: string) => `"${esc(text)}"`;

export type Paper = 'a4' | 'letter';

/**
 * The first line of every groff source: the producer reads the paper size from it (gropdf takes
 * the paper from the command line, and the Source has no field for it).
 */
export const paperLine = (paper: Paper) => `.\\" paper: ${paper}`;

export const pickPaper = (rng: Rng): Paper => rng.pick(['a4', 'letter']);

/** Width of the page in inches. */
export const pageWidth = (paper: Paper) => (paper === 'a4' ? 8.27 : 8.5);

/** Email, phone, location and URL, the ones the resume has. */
export function contacts(resume: GenResume): string[] {
  return [resume.email, resume.phone, resume.location, resume.url].filter((c): c is string => c !== null);
}

export type SectionKey =
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certifications'
  | 'languages';

/** The sections a resume has, in the usual order, education first when the resume says so. */
export function sectionOrder(resume: GenResume): SectionKey[] {
  const main: SectionKey[] = resume.educationFirst
    ? ['education', 'experience']
    : ['experience', 'education'];
  const keys: SectionKey[] = ['summary', ...main, 'skills', 'projects', 'certifications', 'languages'];
  return keys.filter((key) => {
    switch (key) {
      case 'summary':
        return resume.summary !== null;
      case 'skills':
        return resume.skills.some((g) => g.items.length > 0);
      case 'experience':
        return resume.jobs.length > 0;
      case 'education':
        return resume.schools.length > 0;
      default:
        return resume[key].length > 0;
    }
  });
}

/** A skill group as one troff line: "\fBLanguages:\fP Python, Go" or just the items. */
export const skillLine = (label: string | null, items: string[]) =>
  (label ? `\\fB${esc(label)}:\\fP ` : '') + esc(items.join(', '));

/** "Name \(en description" as one troff line. */
export const projectLine = (name: string, description: string, sep: string) =>
  `\\fB${esc(name)}\\fP${sep}${esc(description)}`;

/** An approximate width in ems of text, to size a column to its longest date. */
export const ems = (text: string) => text.length * 0.5;

/**
 * Font families gropdf can embed here: Times and Helvetica. Palatino, New Century Schoolbook and
 * Avant Garde need the URW fonts of fonts-urw-base35, which a plain groff install lacks.
 */
export const FAMILIES = ['T', 'H'] as const;

/**
 * Lines do not break after hyphens or dashes: troff breaks "ngozi-sullivan" or "2019-05" there even
 * without hyphenation, splitting a field over two lines.
 */
export const NO_DASH_BREAKS = '.cflags 0 -\\[hy]\\[em]\\[en]';

/** Content that must stay on one line (a contact, a date): its spaces unbreakable. */
export const unbroken = (text: string) => esc(text).replace(/ /g, '\\~');

/**
 * The contact items on one line, or two when one would not fit: the items are unbreakable, so a
 * long line would run off the page.
 */
export function contactLines(resume: GenResume, sep: string, maxChars = 80): string[] {
  const items = contacts(resume);
  if (items.join(' | ').length <= maxChars) return [items.map(unbroken).join(sep)];
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)].map((line) => line.map(unbroken).join(sep));
}
