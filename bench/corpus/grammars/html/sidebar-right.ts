/** The name in a coloured band across the top; a light sidebar on the right for skills and certifications. */
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
  inlineItems,
  noteOf,
  pickBullet,
  pickSeparator,
  projectLines,
  SANS,
  schoolDetails,
  sectionsOf,
} from './common';

/** "Jan 2020 – Present | Denver, CO" under the title line. */
const meta = (period: string, place: string, sep: string) =>
  `<div class="meta">${esc(period)}${place ? `${esc(sep)}${esc(place)}` : ''}</div>`;

const job = (j: Job, sep: string) =>
  `<div class="entry"><div class="head"><b>${esc(j.title)}</b>, <span class="org">${esc(j.company)}</span></div>${meta(j.period.text, j.place, sep)}${noteOf(j)}${bulletList(j.bullets)}</div>`;

function school(s: School, sep: string): string {
  const head = s.degree
    ? `<b>${esc(s.degree)}</b>, <span class="org">${esc(s.institution)}</span>`
    : `<b>${esc(s.institution)}</b>`;
  return `<div class="entry"><div class="head">${head}</div>${meta(s.period.text, s.place, sep)}${schoolDetails(s)}</div>`;
}

function side(r: GenResume): string {
  const skills = r.skills
    .filter((g) => g.items.length > 0)
    .map((g) => (g.label ? `<h4>${esc(g.label)}</h4>` : '') + bulletList(g.items, 'plain'))
    .join('');
  const list = (key: 'certifications' | 'languages', items: string[]) =>
    items.length ? `<h3>${headingOf(r, key)}</h3>${bulletList(items, 'plain')}` : '';
  return `<aside><h3>${headingOf(r, 'skills')}</h3>${skills}${list('certifications', r.certifications)}${list('languages', r.languages)}</aside>`;
}

function main(r: GenResume, sep: string): string {
  return `<main>${sectionsOf(r)
    .map((key) => {
      const h = `<h2>${headingOf(r, key)}</h2>`;
      if (key === 'summary') return `${h}<p>${esc(r.summary ?? '')}</p>`;
      if (key === 'experience') return h + r.jobs.map((j) => job(j, sep)).join('');
      if (key === 'education') return h + r.schools.map((s) => school(s, sep)).join('');
      if (key === 'projects') return h + projectLines(r);
      return '';
    })
    .join('')}</main>`;
}

function render(r: GenResume, rng: Rng) {
  const accent = rng.pick(ACCENTS);
  const font = rng.pick(SANS);
  const sep = pickSeparator(rng);
  const tint = rng.pick(['#f3f4f6', '#eef2f7', '#f5f1ea', '#eef5f1', '#f4eff6']);
  const contacts = inlineItems(
    contactsOf(r).map((c) => c.html),
    rng.pick([' | ', ' · ', ' / ']),
  );
  const css = `
@page { margin: 0; }
body { font-family: ${font}; font-size: ${rng.pick(['9.5pt', '10pt'])}; color: #1f2937; line-height: 1.4; }
body::after { content: ''; position: fixed; right: 0; top: 0; bottom: 0; width: 62mm; background: ${tint}; z-index: -1; }
.band { background: ${accent}; color: #fff; padding: 10mm 12mm 7mm; }
h1 { font-size: 2.4em; font-weight: 700; letter-spacing: 0.02em; line-height: 1.1; }
.headline { font-size: 1.15em; opacity: 0.9; margin: 1mm 0 3mm; }
.contacts { font-size: 0.92em; word-spacing: 0.15em; }
.cols { display: grid; grid-template-columns: 1fr 62mm; }
main { padding: 6mm 8mm 10mm 12mm; -webkit-box-decoration-break: clone; box-decoration-break: clone; }
aside { padding: 6mm 8mm 10mm 7mm; font-size: 0.95em; }
h2 { color: ${accent}; font-size: 1.2em; border-bottom: 1.5px solid ${accent}; margin: 4mm 0 2mm; padding-bottom: 0.5mm; }
h3 { color: ${accent}; font-size: 1.05em; margin: 4mm 0 1.5mm; }
h4 { font-size: 0.95em; margin: 2mm 0 0.5mm; }
ul.plain { list-style: none; }
ul.plain li { margin-bottom: 0.6mm; }
.entry { margin-bottom: 3.5mm; break-inside: avoid; }
.org { font-weight: 400; }
.meta { color: #6b7280; font-size: 0.92em; }
.note, .details { color: #4b5563; font-size: 0.93em; }
.project { margin-bottom: 1.5mm; }
${bulletCss(pickBullet(rng))}
ul.b { margin-top: 1mm; }
`;
  const band = `<header class="band"><h1>${esc(fullName(r))}</h1><div class="headline">${esc(r.headline)}</div><div class="contacts">${contacts}</div></header>`;
  return htmlSource(r, css, `${band}<div class="cols">${main(r, sep)}${side(r)}</div>`);
}

export const sidebarRight: Grammar = {
  id: 'html-sidebar-right',
  producer: 'html',
  description:
    'name in a coloured band across the top, light right sidebar with skills, certifications, languages',
  render,
};
