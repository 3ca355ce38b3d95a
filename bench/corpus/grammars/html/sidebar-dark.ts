/** A dark sidebar (photo, contacts, skill pills, languages) beside a main column of entries. */
import type { Grammar } from '../../grammar';
import type { GenResume, Job, School } from '../../model';
import type { Rng } from '../../random';
import {
  ACCENTS,
  bulletCss,
  bulletList,
  contactsOf,
  DARKS,
  esc,
  fullName,
  headingOf,
  htmlSource,
  icon,
  noteOf,
  photo,
  pickBullet,
  placeAfter,
  projectLines,
  SANS,
  schoolDetails,
  sectionsOf,
  TRACK,
} from './common';

/** The sidebar's contact heading is the one heading the content does not carry. */
const CONTACT = { en: 'Contact', fr: 'Contact', de: 'Kontakt', es: 'Contacto' } as const;

function job(j: Job): string {
  return `<div class="entry">
<div class="top"><span class="title">${esc(j.title)}</span><span class="date">${esc(j.period.text)}</span></div>
<div class="org">${esc(j.company)}${placeAfter(j.place, ' · ')}</div>${noteOf(j)}${bulletList(j.bullets)}</div>`;
}

function school(s: School): string {
  const degree = s.degree
    ? `<span class="title">${esc(s.degree)}</span>`
    : `<span class="title">${esc(s.institution)}</span>`;
  const org = s.degree
    ? `<div class="org">${esc(s.institution)}${placeAfter(s.place, ' · ')}</div>`
    : s.place
      ? `<div class="org">${esc(s.place)}</div>`
      : '';
  return `<div class="entry"><div class="top">${degree}<span class="date">${esc(s.period.text)}</span></div>${org}${schoolDetails(s)}</div>`;
}

function sidebar(r: GenResume, withPhoto: boolean, pills: boolean): string {
  const contacts = contactsOf(r)
    .map((c) => `<li>${icon(c.kind, '#cbd5e1')}<span>${c.html}</span></li>`)
    .join('');
  const skills = r.skills
    .filter((g) => g.items.length > 0)
    .map((g) => {
      const label = g.label ? `<div class="group">${esc(g.label)}</div>` : '';
      const items = pills
        ? `<div class="pills">${g.items.map((s) => `<span class="pill">${esc(s)}</span>`).join(' ')}</div>`
        : bulletList(g.items, 'b side');
      return label + items;
    })
    .join('');
  const extra = (key: 'languages' | 'certifications', items: string[]) =>
    items.length ? `<h3>${headingOf(r, key)}</h3>${bulletList(items, 'b side')}` : '';
  return `<aside>${withPhoto ? `<div class="photo-wrap">${photo('#475569', '#94a3b8')}</div>` : ''}
<h3>${CONTACT[r.lang]}</h3><ul class="contacts">${contacts}</ul>
<h3>${headingOf(r, 'skills')}</h3>${skills}${extra('languages', r.languages)}${extra('certifications', r.certifications)}</aside>`;
}

function main(r: GenResume, accent: string): string {
  const sections = sectionsOf(r)
    .map((key) => {
      const h = `<h2>${headingOf(r, key)}</h2>`;
      switch (key) {
        case 'summary':
          return `${h}<p class="summary">${esc(r.summary ?? '')}</p>`;
        case 'experience':
          return h + r.jobs.map(job).join('');
        case 'education':
          return h + r.schools.map(school).join('');
        case 'projects':
          return h + projectLines(r);
        default:
          return ''; // in the sidebar
      }
    })
    .join('');
  return `<main><header><h1>${esc(fullName(r))}</h1><div class="headline" style="color:${accent}">${esc(r.headline)}</div></header>${sections}</main>`;
}

function render(r: GenResume, rng: Rng) {
  const dark = rng.pick(DARKS);
  const accent = rng.pick(ACCENTS);
  const font = rng.pick(SANS);
  const side = rng.pick(['66mm', '70mm', '74mm']);
  const size = rng.pick(['9.5pt', '10pt', '10.5pt']);
  const css = `
@page { margin: 0; }
body { font-family: ${font}; font-size: ${size}; color: #222; line-height: 1.38; }
.page { display: grid; grid-template-columns: ${side} 1fr; min-height: 100vh; }
aside { background: ${dark}; color: #e5e7eb; padding: 12mm 6mm 10mm 7mm; font-size: 0.92em; }
aside h3 { font-size: 0.95em; text-transform: uppercase; letter-spacing: ${TRACK}; color: #fff; margin: 6mm 0 2mm; padding-bottom: 1mm; border-bottom: 1px solid rgba(255,255,255,0.3); }
.photo-wrap { text-align: center; margin-bottom: 2mm; }
.contacts { list-style: none; }
.contacts li { display: flex; gap: 2mm; align-items: center; margin-bottom: 1.5mm; white-space: nowrap; font-size: 0.93em; }
.contacts .icon { flex: none; }
.group { font-weight: 700; margin: 2mm 0 1mm; color: #fff; }
.pills { line-height: 1.9; }
.pill { display: inline-block; white-space: nowrap; padding: 0 2.2mm; border-radius: 3mm; background: rgba(255,255,255,0.14); line-height: 1.6; margin: 0 0.5mm 1mm 0; }
main { padding: 12mm 10mm 10mm 9mm; -webkit-box-decoration-break: clone; box-decoration-break: clone; }
body::before { content: ''; position: fixed; left: 0; top: 0; bottom: 0; width: ${side}; background: ${dark}; z-index: -1; }
h1 { font-size: 2.5em; line-height: 1.1; font-weight: 700; color: ${dark}; }
.headline { font-size: 1.2em; margin: 1mm 0 2mm; }
h2 { font-size: 1.15em; text-transform: uppercase; letter-spacing: ${TRACK}; color: ${accent}; margin: 5mm 0 2mm; }
.entry { margin-bottom: 3.5mm; break-inside: avoid; }
.top { display: flex; justify-content: space-between; gap: 4mm; align-items: baseline; }
.title { font-weight: 700; }
.date { color: #666; white-space: nowrap; font-size: 0.92em; }
.org { color: ${accent}; }
.note, .details { color: #555; font-style: italic; font-size: 0.95em; }
.project { margin-bottom: 1.5mm; }
${bulletCss(pickBullet(rng))}
ul.b { margin-top: 1mm; }
ul.side > li { margin-bottom: 0.8mm; }
`;
  return htmlSource(
    r,
    css,
    `<div class="page">${sidebar(r, rng.chance(0.8), rng.chance(0.75))}${main(r, accent)}</div>`,
  );
}

export const sidebarDark: Grammar = {
  id: 'html-sidebar-dark',
  producer: 'html',
  description:
    'dark left sidebar (photo, contacts, skill pills, languages), main column of entries with dates right',
  render,
};
