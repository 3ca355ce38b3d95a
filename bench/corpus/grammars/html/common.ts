/** What the HTML grammars share: escaping, the page shell, paper, fonts, colours and the plain blocks. */
import type { Source } from '../../grammar';
import type { GenResume, Job, Period, School } from '../../model';
import type { Rng } from '../../random';
import { type SectionKind, sectionOrder } from '../../sections';

/** HTML-escaped text, nothing more (for the document's title). */
export const escPlain = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Escaped printed text whose hyphenated words ("cross-docking", "Full-Stack") never break at their
 * hyphen: a line ending in "cross-" reads as hyphenation to text extraction and parsers.
 */
export const esc = (text: string) =>
  escPlain(text).replace(/[^\s-]+(?:-[^\s-]+)+/g, (word) => `<span class="nw">${word}</span>`);

export const fullName = (r: GenResume) => `${r.firstName} ${r.lastName}`;

const US_CA =
  /, (A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY]|AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT|USA|United States|Canada|Alberta|British Columbia|Ontario|Quebec|Québec|Nova Scotia|Manitoba|Saskatchewan)$/;

/** Letter where people print on Letter (the US and Canada), A4 elsewhere. "Perth, WA" is Australia's WA. */
export function paperOf(r: GenResume): 'A4' | 'Letter' {
  return US_CA.test(r.location) && !r.location.startsWith('Perth,') ? 'Letter' : 'A4';
}

/**
 * Letter-spacing above this splits words in text extraction (pdftotext reads "K WA M E"): printed
 * names and headings stay at or under it (small caps at most 0.02em, as Chromium synthesises them in runs).
 */
export const TRACK = '0.035em';

/**
 * Each stack names fonts these machines may have, then a generic family Chromium always resolves.
 * No variable fonts or fonts without a bold (Inter, EB Garamond): Chromium prints those as Type 3.
 */
export const SANS = [
  '"Lato", "Carlito", sans-serif',
  '"Open Sans", "DejaVu Sans", sans-serif',
  '"Roboto", "Liberation Sans", sans-serif',
  '"PT Sans", "Liberation Sans", sans-serif',
  '"Arimo", "Liberation Sans", sans-serif',
  '"Carlito", "Liberation Sans", sans-serif',
  '"Liberation Sans", Arial, sans-serif',
  '"Noto Sans", "DejaVu Sans", sans-serif',
] as const;

export const SERIF = [
  '"Linux Libertine O", "Liberation Serif", serif',
  '"PT Serif", "DejaVu Serif", serif',
  '"Charis SIL", "DejaVu Serif", serif',
  '"Liberation Serif", "Times New Roman", serif',
  '"Gentium Book Plus", "Liberation Serif", serif',
  '"Caladea", "Liberation Serif", serif',
] as const;

/** Accent colours dark enough to print text in. */
export const ACCENTS = [
  '#1f4e79',
  '#2a6f97',
  '#0f766e',
  '#2e7d32',
  '#8e3b46',
  '#6a1b9a',
  '#b45309',
  '#374151',
  '#1d4ed8',
  '#9d174d',
  '#155e75',
  '#7c2d12',
] as const;

/** Dark backgrounds for sidebars and header bands, with white text on them. */
export const DARKS = [
  '#1e293b',
  '#263238',
  '#2d3748',
  '#1f3a4d',
  '#33272e',
  '#18332b',
  '#2b2d42',
  '#3b3054',
] as const;

/** Between inline items of one line. */
export const pickSeparator = (rng: Rng) => rng.pick([' | ', ' · ', ' • ', ' / ', '  ◆  ']);

/** A list marker as CSS `content`. */
export const pickBullet = (rng: Rng) => rng.pick(['"•"', '"–"', '"▪"', '"›"', '"◦"']);

/** CSS for `ul.b` lists with the chosen marker hung in the left margin. */
export const bulletCss = (marker: string, indent = '1.1em') => `
ul.b { list-style: none; }
ul.b > li { position: relative; padding-left: ${indent}; }
ul.b > li::before { content: ${marker}; position: absolute; left: 0.15em; }
`;

export type SectionKey = SectionKind;

/** The sections the resume fills, in reading order (education first for students and graduates). */
export const sectionsOf = (r: GenResume): SectionKey[] => sectionOrder(r);

export const headingOf = (r: GenResume, key: SectionKey) => esc(r.headings[key]);

/** The contact items as printed (escaped), with what they are so grammars can put icons before them. */
export type ContactKind = 'email' | 'phone' | 'location' | 'url';
export function contactsOf(r: GenResume): { kind: ContactKind; html: string }[] {
  const items: { kind: ContactKind; html: string }[] = [{ kind: 'email', html: esc(r.email) }];
  if (r.phone) items.push({ kind: 'phone', html: esc(r.phone) });
  items.push({ kind: 'location', html: esc(r.location) });
  if (r.url) items.push({ kind: 'url', html: esc(r.url) });
  return items;
}

/** Escaped items on one line with separators: a line breaks only before a separator, never inside an item. */
export function inlineItems(items: string[], separator: string): string {
  const mark = esc(separator.trim() || separator);
  return items
    .map((item, i) =>
      i === 0 ? `<span class="nw">${item}</span>` : ` <span class="nw">${mark} ${item}</span>`,
    )
    .join('');
}

/** `<ul class="b">` of the items, or nothing. */
export const bulletList = (items: string[], cls = 'b') =>
  items.length === 0
    ? ''
    : `<ul class="${cls}">${items.map((item) => `<li>${esc(item)}</li>`).join('')}</ul>`;

/** A period in two printed parts (start, end), or whole when it has no two parts ("Summer 2019", "Expected May 2027"). */
export function periodParts(period: Period): string[] {
  if (period.startText === '' || period.startText === period.endText) return [period.text];
  return [period.startText, period.endText];
}

/** "Lyon, France" after a company, with the separator the grammar uses, or nothing. */
export const placeAfter = (place: string, separator = ', ') =>
  place ? `${esc(separator)}${esc(place)}` : '';

export const noteOf = (job: Job, cls = 'note') =>
  job.companyNote ? `<div class="${cls}">${esc(job.companyNote)}</div>` : '';

export const schoolDetails = (school: School, cls = 'details') =>
  school.details.length === 0 ? '' : `<div class="${cls}">${school.details.map(esc).join('<br>')}</div>`;

/** Skills one group a line: "<b>Label:</b> a, b, c" (no label when the list is plain). */
export function skillLines(r: GenResume, joiner = ', ', cls = 'skill-line'): string {
  return r.skills
    .filter((g) => g.items.length > 0)
    .map((g) => {
      const label = g.label ? `<span class="skill-label">${esc(g.label)}:</span> ` : '';
      return `<p class="${cls}">${label}${g.items.map(esc).join(esc(joiner))}</p>`;
    })
    .join('');
}

/** Projects as "<b>Name</b> — description" paragraphs. */
export const projectLines = (r: GenResume, dash = ' — ', cls = 'project') =>
  r.projects
    .map((p) => `<p class="${cls}"><b>${esc(p.name)}</b>${esc(dash)}${esc(p.description)}</p>`)
    .join('');

/** The small sections every grammar prints the same way: a summary paragraph and plain lists. */
export function plainSection(
  r: GenResume,
  key: 'summary' | 'skills' | 'projects' | 'certifications' | 'languages',
): string {
  switch (key) {
    case 'summary':
      return `<p class="summary">${esc(r.summary ?? '')}</p>`;
    case 'skills':
      return skillLines(r);
    case 'projects':
      return projectLines(r);
    case 'certifications':
      return bulletList(r.certifications);
    case 'languages':
      return bulletList(r.languages);
  }
}

/** The whole document: UTF-8, the resume's language, inline CSS only. */
export function htmlSource(r: GenResume, css: string, body: string): Source {
  const html = `<!doctype html>
<html lang="${r.lang}"><head><meta charset="utf-8"><title>${escPlain(fullName(r))}</title>
<style>
*, *::before, *::after { box-sizing: border-box; margin: 0; padding: 0; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
b, strong { font-weight: 700; }
h1, h2, h3 { break-after: avoid; }
.nw { white-space: nowrap; }
${css}
</style></head>
<body>${body}</body></html>`;
  return { producer: 'html', html, paper: paperOf(r) };
}

/** Small monochrome icons drawn with paths (no text in them: a parser must not read them as words). */
const ICON_PATHS: Record<string, string> = {
  email: 'M2 5h20v14H2z M2 5l10 8 10-8',
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z',
  location:
    'M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7z M12 6.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z',
  url: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1 M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  experience: 'M3 7h18v13H3z M8 7V4h8v3 M3 12h18',
  education: 'M2 9l10-5 10 5-10 5z M6 11v5c3 2.5 9 2.5 12 0v-5 M22 9v6',
  skills: 'M12 2l3 7h7l-5.5 4.5 2 7.5-6.5-4.5-6.5 4.5 2-7.5L2 9h7z',
  summary: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9z M3 22c0-5 4-8 9-8s9 3 9 8',
  languages:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z M2 12h20 M12 2c3 3 4 6 4 10s-1 7-4 10c-3-3-4-6-4-10s1-7 4-10z',
  certifications: 'M12 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z M8 13l-2 9 6-3 6 3-2-9',
  projects: 'M3 6h7l2 2h9v12H3z',
};

export function icon(name: ContactKind | SectionKey, color: string, size = '1em'): string {
  const path = ICON_PATHS[name] ?? '';
  return `<svg class="icon" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="${path}"/></svg>`;
}

/** A round portrait placeholder (a silhouette): builders' photo slot, with no picture of anyone. */
export function photo(background: string, figure: string, size = '30mm'): string {
  return `<svg class="photo" width="${size}" height="${size}" viewBox="0 0 100 100" aria-hidden="true"><circle cx="50" cy="50" r="50" fill="${background}"/><circle cx="50" cy="40" r="18" fill="${figure}"/><path d="M16 88c4-18 18-27 34-27s30 9 34 27a50 50 0 0 1-68 0z" fill="${figure}"/></svg>`;
}
