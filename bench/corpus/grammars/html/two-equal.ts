/** Two equal columns under a full-width header (CSS columns flowing, or a grid split), headings with a coloured underline. */
import type { Grammar } from '../../grammar';
import type { GenResume, Job, School } from '../../model';
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
  icon,
  noteOf,
  pickBullet,
  plainSection,
  SANS,
  type SectionKey,
  schoolDetails,
  sectionsOf,
} from './common';

const job = (j: Job, sep: string) =>
  `<div class="entry"><div class="title">${esc(j.title)}</div><div class="org">${esc(j.company)}${j.place ? `${esc(sep)}${esc(j.place)}` : ''}</div><div class="dates">${esc(j.period.text)}</div>${noteOf(j)}${bulletList(j.bullets)}</div>`;

function school(s: School, sep: string): string {
  const degree = s.degree ? `<div class="title">${esc(s.degree)}</div>` : '';
  return `<div class="entry">${degree}<div class="org">${esc(s.institution)}${s.place ? `${esc(sep)}${esc(s.place)}` : ''}</div><div class="dates">${esc(s.period.text)}</div>${schoolDetails(s)}</div>`;
}

function section(r: GenResume, key: SectionKey, sep: string): string {
  const h = `<h2>${headingOf(r, key)}</h2>`;
  if (key === 'experience') return `<section>${h}${r.jobs.map((j) => job(j, sep)).join('')}</section>`;
  if (key === 'education') return `<section>${h}${r.schools.map((s) => school(s, sep)).join('')}</section>`;
  return `<section class="small">${h}${plainSection(r, key)}</section>`;
}

/** Roughly how many lines a section takes, to split the grid's two columns evenly. */
function weight(r: GenResume, key: SectionKey): number {
  if (key === 'experience') return r.jobs.reduce((sum, j) => sum + 4 + j.bullets.length * 1.5, 2);
  if (key === 'education') return r.schools.reduce((sum, s) => sum + 4 + s.details.length, 2);
  if (key === 'summary') return 2 + (r.summary ?? '').length / 45;
  if (key === 'skills') return r.skills.reduce((sum, g) => sum + 1 + g.items.join(', ').length / 45, 2);
  if (key === 'projects') return 2 + r.projects.length * 2;
  return 2 + (key === 'certifications' ? r.certifications : r.languages).length;
}

/** Grid split: sections in reading order, the left column filled to about half, the rest on the right. */
function split(r: GenResume, sep: string): string {
  const keys = sectionsOf(r);
  const total = keys.reduce((sum, k) => sum + weight(r, k), 0);
  const left: SectionKey[] = [];
  let filled = 0;
  for (const key of keys) {
    if (left.length > 0 && filled + weight(r, key) / 2 > total / 2) break;
    left.push(key);
    filled += weight(r, key);
  }
  const right = keys.slice(left.length);
  const col = (ks: SectionKey[]) => `<div>${ks.map((k) => section(r, k, sep)).join('')}</div>`;
  return `<div class="grid">${col(left)}${col(right)}</div>`;
}

function render(r: GenResume, rng: Rng) {
  const accent = rng.pick(ACCENTS);
  const font = rng.pick(SANS);
  const flowing = rng.chance(0.5);
  const sep = rng.pick([', ', ' · ', ' | ']);
  const contacts = contactsOf(r)
    .map((c) => `<span class="c">${icon(c.kind, accent)} ${c.html}</span>`)
    .join('');
  const underline = rng.pick([
    `border-bottom: 2px solid ${accent}`,
    `border-bottom: 3px solid ${accent}; display: inline-block`,
    `text-decoration: underline ${accent} 2px; text-underline-offset: 3px`,
  ]);
  const css = `
@page { margin: 12mm 13mm; }
body { font-family: ${font}; font-size: ${rng.pick(['9pt', '9.5pt', '10pt'])}; color: #222; line-height: 1.38; }
header { text-align: center; margin-bottom: 4mm; padding-bottom: 3mm; border-bottom: 0.5pt solid #ccc; }
h1 { font-size: 2.3em; font-weight: 700; }
.headline { color: ${accent}; font-size: 1.1em; margin-bottom: 1.5mm; }
.contacts { display: flex; flex-wrap: wrap; justify-content: center; gap: 1mm 5mm; font-size: 0.92em; }
.c { white-space: nowrap; }
.icon { vertical-align: -0.15em; }
.flow { columns: 2; column-gap: 8mm; }
.grid { display: grid; grid-template-columns: 1fr 1fr; column-gap: 8mm; }
h2 { font-size: 1.12em; margin: 0 0 2mm; padding-bottom: 0.5mm; ${underline}; }
section { margin-bottom: 4mm; }
section.small { break-inside: avoid; }
.entry { margin-bottom: 3mm; break-inside: avoid; }
.title { font-weight: 700; }
.org { color: ${accent}; }
.dates { font-size: 0.9em; color: #666; }
.note, .details { font-size: 0.93em; color: #555; font-style: italic; }
.skill-line, .project { margin-bottom: 1mm; }
.skill-label { font-weight: 700; }
${bulletCss(pickBullet(rng))}
ul.b { margin-top: 0.8mm; }
`;
  const header = `<header><h1>${esc(fullName(r))}</h1><div class="headline">${esc(r.headline)}</div><div class="contacts">${contacts}</div></header>`;
  const main = flowing
    ? `<div class="flow">${sectionsOf(r)
        .map((k) => section(r, k, sep))
        .join('')}</div>`
    : split(r, sep);
  return htmlSource(r, css, header + main);
}

export const twoEqual: Grammar = {
  id: 'html-two-equal',
  producer: 'html',
  description:
    'two equal columns (flowing CSS columns or a grid split) under a centred header, coloured heading underlines',
  render,
};
