/** A roomy one-column resume over two or three pages: large type and spacing, entries split across pages, a "Name — page N" footer. */
import type { Grammar } from '../../grammar';
import type { GenResume, Job, Lang, School } from '../../model';
import type { Rng } from '../../random';
import {
  ACCENTS,
  bulletCss,
  bulletList,
  contactsOf,
  esc,
  fullName,
  headingOf,
  htmlSource,
  noteOf,
  pickBullet,
  plainSection,
  SANS,
  SERIF,
  schoolDetails,
  sectionsOf,
} from './common';

const PAGE: Record<Lang, string> = { en: 'page', fr: 'page', de: 'Seite', es: 'página' };

/** A CSS string literal (the footer's `content`). */
const cssString = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

function job(j: Job, sep: string): string {
  const where = `${esc(j.company)}${j.place ? `${esc(sep)}${esc(j.place)}` : ''}`;
  return `<div class="entry"><h3>${esc(j.title)}</h3><div class="org">${where}</div><div class="dates">${esc(j.period.text)}</div>${noteOf(j)}${bulletList(j.bullets)}</div>`;
}

function school(s: School, sep: string): string {
  const where = `${esc(s.institution)}${s.place ? `${esc(sep)}${esc(s.place)}` : ''}`;
  return `<div class="entry">${s.degree ? `<h3>${esc(s.degree)}</h3>` : ''}<div class="org">${where}</div><div class="dates">${esc(s.period.text)}</div>${schoolDetails(s)}</div>`;
}

function body(r: GenResume, sep: string): string {
  return sectionsOf(r)
    .map((key) => {
      const h = `<h2>${headingOf(r, key)}</h2>`;
      if (key === 'experience') return h + r.jobs.map((j) => job(j, sep)).join('');
      if (key === 'education') return h + r.schools.map((s) => school(s, sep)).join('');
      return h + plainSection(r, key);
    })
    .join('');
}

function render(r: GenResume, rng: Rng) {
  const accent = rng.pick(ACCENTS);
  const font = rng.chance(0.5) ? rng.pick(SERIF) : rng.pick(SANS);
  const dash = rng.pick([' — ', ' – ', ' · ']);
  const footer = `${cssString(`${fullName(r)}${dash}${PAGE[r.lang]} `)} counter(page)`;
  const contacts = contactsOf(r)
    .map((c) => `<div>${c.html}</div>`)
    .join('');
  const css = `
@page {
  margin: 24mm 24mm 26mm;
  @bottom-center { content: ${footer}; font-family: ${font}; font-size: 9pt; color: #666; }
}
body { font-family: ${font}; font-size: ${rng.pick(['12pt', '12.5pt', '13pt'])}; color: #1a1a1a; line-height: 1.65; }
header { margin-bottom: 8mm; }
h1 { font-size: 2.2em; color: ${accent}; line-height: 1.15; }
.headline { font-size: 1.15em; margin: 1.5mm 0 3mm; }
.contacts { color: #444; }
h2 { font-size: 1.3em; color: ${accent}; border-bottom: 1pt solid ${accent}; margin: 9mm 0 4mm; padding-bottom: 1mm; }
h3 { font-size: 1.08em; }
.entry { margin-bottom: 6mm; }
.org { font-weight: 600; color: #333; }
.dates { color: #555; font-style: italic; margin-bottom: 1.5mm; }
.note, .details { color: #555; }
.summary { margin-bottom: 2mm; }
.skill-line, .project { margin-bottom: 2.5mm; }
.skill-label { font-weight: 700; }
${bulletCss(pickBullet(rng), '1.4em')}
ul.b > li { margin-bottom: 2mm; }
ul.b { margin-top: 2mm; }
`;
  const header = `<header><h1>${esc(fullName(r))}</h1><div class="headline">${esc(r.headline)}</div><div class="contacts">${contacts}</div></header>`;
  return htmlSource(r, css, header + body(r, rng.pick([', ', ' | ', ' — '])));
}

export const longBullets: Grammar = {
  id: 'html-long-bullets',
  producer: 'html',
  description:
    'roomy one column over 2–3 pages, large type, entries break across pages, "Name — page N" footer',
  render,
};
