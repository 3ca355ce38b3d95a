/** A vertical timeline: a line with a dot per entry, the dates beside each dot, the entry to the right. */
import type { Grammar } from '../../grammar';
import type { GenResume, Job, Period, School } from '../../model';
import type { Rng } from '../../random';
import {
  ACCENTS,
  bulletCss,
  bulletList,
  contactsOf,
  esc,
  headingOf,
  htmlSource,
  icon,
  noteOf,
  periodParts,
  pickBullet,
  plainSection,
  SANS,
  SERIF,
  schoolDetails,
  sectionsOf,
  TRACK,
} from './common';

/** Start above end, each on its own line, so a long month never breaks inside a date. */
const when = (period: Period) =>
  `<div class="when">${periodParts(period)
    .map((p) => `<span>${esc(p)}</span>`)
    .join('')}</div>`;

const item = (period: Period, body: string) =>
  `<div class="item">${when(period)}<div class="what">${body}</div></div>`;

function job(j: Job, placeSep: string): string {
  const place = j.place ? `<span class="place">${esc(placeSep)}${esc(j.place)}</span>` : '';
  return item(
    j.period,
    `<div class="title">${esc(j.title)}</div><div class="org">${esc(j.company)}${place}</div>${noteOf(j)}${bulletList(j.bullets)}`,
  );
}

function school(s: School, placeSep: string): string {
  const place = s.place ? `<span class="place">${esc(placeSep)}${esc(s.place)}</span>` : '';
  const degree = s.degree ? `<div class="title">${esc(s.degree)}</div>` : '';
  return item(s.period, `${degree}<div class="org">${esc(s.institution)}${place}</div>${schoolDetails(s)}`);
}

function sections(r: GenResume, placeSep: string, accent: string): string {
  return sectionsOf(r)
    .map((key) => {
      const h = `<h2>${icon(key, accent)}<span>${headingOf(r, key)}</span></h2>`;
      if (key === 'experience')
        return `${h}<div class="line">${r.jobs.map((j) => job(j, placeSep)).join('')}</div>`;
      if (key === 'education')
        return `${h}<div class="line">${r.schools.map((s) => school(s, placeSep)).join('')}</div>`;
      return `${h}<div class="plain">${plainSection(r, key)}</div>`;
    })
    .join('');
}

function render(r: GenResume, rng: Rng) {
  const accent = rng.pick(ACCENTS);
  const font = rng.chance(0.7) ? rng.pick(SANS) : rng.pick(SERIF);
  const placeSep = rng.pick([', ', ' — ', ' | ']);
  const dot = rng.pick(['50%', '2px']);
  const contacts = contactsOf(r)
    .map((c) => `<span class="c">${icon(c.kind, accent)} ${c.html}</span>`)
    .join('');
  const css = `
@page { margin: 13mm 14mm 12mm; }
body { font-family: ${font}; font-size: ${rng.pick(['9.5pt', '10pt', '10.5pt'])}; color: #222; line-height: 1.4; }
header { margin-bottom: 4mm; }
h1 { font-size: 2.3em; font-weight: 300; letter-spacing: ${TRACK}; }
h1 b { font-weight: 700; }
.headline { color: ${accent}; font-size: 1.15em; margin-bottom: 2mm; }
.contacts { display: flex; flex-wrap: wrap; gap: 1mm 6mm; font-size: 0.92em; }
.c { white-space: nowrap; }
.icon { vertical-align: -0.15em; }
h2 { display: flex; align-items: center; gap: 2mm; font-size: 1.15em; color: ${accent}; margin: 5mm 0 2mm; text-transform: uppercase; letter-spacing: ${TRACK}; }
.item { display: grid; grid-template-columns: 30mm 1fr; }
.when { text-align: right; padding: 0 4mm 0 0; font-size: 0.88em; color: #555; }
.when span { display: block; }
.what { position: relative; border-left: 2px solid ${accent}55; padding: 0 0 4mm 5mm; }
.what::before { content: ''; position: absolute; left: -6px; top: 0.3em; width: 10px; height: 10px; border-radius: ${dot}; background: ${accent}; }
.item:last-child .what { border-left-color: transparent; }
.title { font-weight: 700; }
.org { color: ${accent}; }
.place { color: #555; }
.note, .details { color: #555; font-style: italic; font-size: 0.95em; }
.plain { margin-left: 30mm; padding-left: 5mm; }
.skill-line, .project { margin-bottom: 1mm; }
.skill-label { font-weight: 700; }
${bulletCss(pickBullet(rng))}
ul.b { margin-top: 1mm; }
`;
  const name = `${esc(r.firstName)} <b>${esc(r.lastName)}</b>`;
  const header = `<header><h1>${name}</h1><div class="headline">${esc(r.headline)}</div><div class="contacts">${contacts}</div></header>`;
  return htmlSource(r, css, header + sections(r, placeSep, accent));
}

export const timeline: Grammar = {
  id: 'html-timeline',
  producer: 'html',
  description:
    'vertical timeline: line and dots down the left, start/end dates beside each dot, entries right',
  render,
};
