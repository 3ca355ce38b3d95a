/** Name left and contacts stacked flush right above a rule; company and dates share a line, the title italic under it. */
import type { Grammar } from '../../grammar';
import type { GenResume, Job, School } from '../../model';
import type { Rng } from '../../random';
import {
  ACCENTS,
  bulletCss,
  bulletList,
  contactsOf,
  esc,
  headingOf,
  htmlSource,
  noteOf,
  pickBullet,
  plainSection,
  SANS,
  SERIF,
  schoolDetails,
  sectionsOf,
  TRACK,
} from './common';

const line = (left: string, right: string) =>
  `<div class="line"><span>${left}</span><span class="dates">${esc(right)}</span></div>`;

const job = (j: Job, placeSep: string) =>
  `<div class="entry">${line(`<b>${esc(j.company)}</b>${j.place ? `<span class="place">${esc(placeSep)}${esc(j.place)}</span>` : ''}`, j.period.text)}<div class="title">${esc(j.title)}</div>${noteOf(j)}${bulletList(j.bullets)}</div>`;

const school = (s: School, placeSep: string) =>
  `<div class="entry">${line(`<b>${esc(s.institution)}</b>${s.place ? `<span class="place">${esc(placeSep)}${esc(s.place)}</span>` : ''}`, s.period.text)}${s.degree ? `<div class="title">${esc(s.degree)}</div>` : ''}${schoolDetails(s)}</div>`;

function body(r: GenResume, placeSep: string): string {
  return sectionsOf(r)
    .map((key) => {
      const h = `<h2>${headingOf(r, key)}</h2>`;
      if (key === 'experience') return h + r.jobs.map((j) => job(j, placeSep)).join('');
      if (key === 'education') return h + r.schools.map((s) => school(s, placeSep)).join('');
      return h + plainSection(r, key);
    })
    .join('');
}

function render(r: GenResume, rng: Rng) {
  const accent = rng.pick(ACCENTS);
  const serif = rng.chance(0.4);
  const font = serif ? rng.pick(SERIF) : rng.pick(SANS);
  const upper = rng.chance(0.5);
  const contacts = contactsOf(r)
    .map((c) => `<div>${c.html}</div>`)
    .join('');
  const css = `
@page { margin: 14mm 16mm 13mm; }
body { font-family: ${font}; font-size: ${rng.pick(['9.5pt', '10pt', '10.5pt'])}; color: #1f1f1f; line-height: 1.38; }
header { display: flex; justify-content: space-between; align-items: flex-end; gap: 8mm; }
h1 { font-size: 2.4em; line-height: 1.05; font-weight: 700; ${upper ? `text-transform: uppercase; letter-spacing: ${TRACK};` : ''} }
.headline { color: ${accent}; font-size: 1.15em; margin-top: 1mm; }
.contacts { text-align: right; font-size: 0.92em; line-height: 1.45; white-space: nowrap; }
hr { border: none; border-top: ${rng.pick(['1pt', '2pt', '0.75pt'])} solid ${rng.chance(0.5) ? accent : '#333'}; margin: 3mm 0 1mm; }
h2 { font-size: 1.1em; color: ${accent}; margin: 4mm 0 1.5mm; ${upper ? `text-transform: uppercase; letter-spacing: ${TRACK};` : ''} }
.entry { margin-bottom: 3mm; break-inside: avoid; }
.line { display: flex; justify-content: space-between; align-items: baseline; gap: 5mm; }
.dates { white-space: nowrap; font-size: 0.95em; }
.place { color: #555; }
.title { font-style: italic; }
.note, .details { font-size: 0.93em; color: #555; }
.skill-line, .project { margin-bottom: 1mm; }
.skill-label { font-weight: 700; }
${bulletCss(pickBullet(rng))}
ul.b { margin-top: 0.8mm; }
`;
  const header = `<header><div><h1>${esc(r.firstName)}${rng.chance(0.5) ? '<br>' : ' '}${esc(r.lastName)}</h1><div class="headline">${esc(r.headline)}</div></div><div class="contacts">${contacts}</div></header><hr>`;
  return htmlSource(r, css, header + body(r, rng.pick([', ', ' — ', ' | ', ' · '])));
}

export const headerGrid: Grammar = {
  id: 'html-header-grid',
  producer: 'html',
  description:
    'name left, contacts stacked flush right, a rule; company and dates share a line, title italic under',
  render,
};
