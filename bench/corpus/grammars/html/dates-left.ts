/** A two-column, table-like page: headings and dates in a narrow left margin, entries on the right. */
import type { Grammar } from '../../grammar';
import type { GenResume, Job, Period, School } from '../../model';
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
  periodParts,
  pickBullet,
  pickSeparator,
  plainSection,
  SANS,
  SERIF,
  schoolDetails,
  sectionsOf,
  TRACK,
} from './common';

interface Look {
  /** Dates whole ("Jan 2020 – Present", wrapping as it must) or start over end on two lines. */
  stacked: boolean;
  /** After the start when stacked: "2019 –" over "2021", or just the two. */
  dash: string;
  placeSep: string;
}

function dates(period: Period, look: Look): string {
  const parts = periodParts(period);
  if (!look.stacked || parts.length === 1) return esc(period.text);
  return `<span class="nw">${esc(parts[0]!)}${look.dash}</span><br><span class="nw">${esc(parts[1]!)}</span>`;
}

const row = (left: string, right: string, cls = '') =>
  `<div class="row ${cls}"><div class="l">${left}</div><div class="r">${right}</div></div>`;

function job(j: Job, look: Look): string {
  const place = j.place ? `${esc(look.placeSep)}${esc(j.place)}` : '';
  return row(
    dates(j.period, look),
    `<div class="title">${esc(j.title)}</div><div class="org"><i>${esc(j.company)}</i>${place}</div>${noteOf(j)}${bulletList(j.bullets)}`,
    'entry',
  );
}

function school(s: School, look: Look): string {
  const place = s.place ? `${esc(look.placeSep)}${esc(s.place)}` : '';
  const degree = s.degree ? `<div class="title">${esc(s.degree)}</div>` : '';
  return row(
    dates(s.period, look),
    `${degree}<div class="org"><i>${esc(s.institution)}</i>${place}</div>${schoolDetails(s)}`,
    'entry',
  );
}

function body(r: GenResume, look: Look): string {
  return sectionsOf(r)
    .map((key) => {
      const h = row(`<h2>${headingOf(r, key)}</h2>`, '<hr>', 'head');
      if (key === 'experience') return h + r.jobs.map((j) => job(j, look)).join('');
      if (key === 'education') return h + r.schools.map((s) => school(s, look)).join('');
      return h + row('', plainSection(r, key));
    })
    .join('');
}

function render(r: GenResume, rng: Rng) {
  const accent = rng.pick(ACCENTS);
  const font = rng.chance(0.5) ? rng.pick(SERIF) : rng.pick(SANS);
  const look: Look = {
    stacked: rng.chance(0.6),
    dash: rng.pick([' –', '']),
    placeSep: rng.pick([', ', ' — ', ' | ']),
  };
  const margin = rng.pick(['32mm', '35mm', '38mm']);
  const sep = pickSeparator(rng);
  const contacts = inlineItems(
    contactsOf(r).map((c) => c.html),
    sep,
  );
  const css = `
@page { margin: 14mm 15mm 13mm; }
body { font-family: ${font}; font-size: ${rng.pick(['9.5pt', '10pt', '10.5pt'])}; color: #1a1a1a; line-height: 1.4; }
.row { display: grid; grid-template-columns: ${margin} 1fr; column-gap: 5mm; }
.l { text-align: right; font-size: 0.9em; color: #444; padding-top: 0.1em; }
.entry { margin-bottom: 3mm; break-inside: avoid; }
.head { margin: 4mm 0 2mm; align-items: center; break-after: avoid; }
h2 { font-size: 0.95em; text-transform: uppercase; letter-spacing: ${TRACK}; color: ${accent}; }
hr { border: none; border-top: 1px solid ${accent}; }
header { margin-bottom: 2mm; }
h1 { font-size: 2.2em; font-weight: 700; color: ${accent}; }
.headline { font-size: 1.1em; color: #444; }
.contacts { font-size: 0.92em; margin-top: 1.5mm; }
.title { font-weight: 700; }
.note, .details { color: #555; font-size: 0.93em; }
.skill-line, .project { margin-bottom: 1mm; }
.skill-label { font-weight: 700; }
${bulletCss(pickBullet(rng))}
ul.b { margin-top: 0.8mm; }
`;
  const header = row(
    '',
    `<h1>${esc(fullName(r))}</h1><div class="headline">${esc(r.headline)}</div><div class="contacts">${contacts}</div>`,
    'top',
  );
  return htmlSource(r, css, `<header>${header}</header>${body(r, look)}`);
}

export const datesLeft: Grammar = {
  id: 'html-dates-left',
  producer: 'html',
  description:
    'table-like two columns: headings and dates (whole or start over end) in a left margin, entries right',
  render,
};
