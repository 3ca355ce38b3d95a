/** The whole body one HTML table: the section label in the first column, entries in the second, dates in the third. */
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
  plainSection,
  SANS,
  SERIF,
  schoolDetails,
  sectionsOf,
} from './common';

const jobCell = (j: Job, placeSep: string) =>
  `<div class="title">${esc(j.title)}</div><div>${esc(j.company)}${j.place ? `${esc(placeSep)}${esc(j.place)}` : ''}</div>${noteOf(j)}${bulletList(j.bullets)}`;

function schoolCell(s: School, placeSep: string): string {
  const degree = s.degree ? `<div class="title">${esc(s.degree)}</div>` : '';
  return `${degree}<div>${esc(s.institution)}${s.place ? `${esc(placeSep)}${esc(s.place)}` : ''}</div>${schoolDetails(s)}`;
}

/** One section's rows: its label in the first row only, as people fill a table. */
function rows(label: string, cells: { body: string; dates?: string }[], first: boolean): string {
  return cells
    .map((cell, i) => {
      const l = `<td class="label">${i === 0 ? label : ''}</td>`;
      const body =
        cell.dates === undefined
          ? `<td colspan="2">${cell.body}</td>`
          : `<td>${cell.body}</td><td class="dates">${esc(cell.dates)}</td>`;
      const cls = [i === 0 && !first ? 'start' : '', 'row'].join(' ');
      return `<tr class="${cls}">${l}${body}</tr>`;
    })
    .join('');
}

function table(r: GenResume, placeSep: string): string {
  const body = sectionsOf(r)
    .map((key, at) => {
      const label = headingOf(r, key);
      if (key === 'experience')
        return rows(
          label,
          r.jobs.map((j) => ({ body: jobCell(j, placeSep), dates: j.period.text })),
          at === 0,
        );
      if (key === 'education')
        return rows(
          label,
          r.schools.map((s) => ({ body: schoolCell(s, placeSep), dates: s.period.text })),
          at === 0,
        );
      return rows(label, [{ body: plainSection(r, key) }], at === 0);
    })
    .join('');
  return `<table><colgroup><col class="c1"><col><col class="c3"></colgroup><tbody>${body}</tbody></table>`;
}

function render(r: GenResume, rng: Rng) {
  const accent = rng.pick(ACCENTS);
  const font = rng.chance(0.5) ? rng.pick(SANS) : rng.pick(SERIF);
  const ruled = rng.chance(0.6);
  const grid = !ruled && rng.chance(0.5);
  const contacts = inlineItems(
    contactsOf(r).map((c) => c.html),
    pickSeparator(rng),
  );
  const css = `
@page { margin: 14mm 14mm 13mm; }
body { font-family: ${font}; font-size: ${rng.pick(['9.5pt', '10pt', '10.5pt'])}; color: #1b1b1b; line-height: 1.38; }
header { margin-bottom: 4mm; padding-bottom: 3mm; border-bottom: 2px solid ${accent}; }
h1 { font-size: 2.1em; color: ${accent}; }
.headline { font-size: 1.1em; font-weight: 700; color: #444; }
.contacts { font-size: 0.92em; margin-top: 1mm; }
table { width: 100%; border-collapse: collapse; }
col.c1 { width: ${rng.pick(['27mm', '30mm', '33mm'])}; }
col.c3 { width: ${rng.pick(['30mm', '34mm'])}; }
td { vertical-align: top; padding: 1.5mm 2mm 1.5mm 0; ${grid ? 'border: 0.5pt solid #bbb; padding-left: 2mm;' : ''} }
tr { break-inside: avoid; }
tr.start td { ${ruled ? `border-top: 0.75pt solid ${accent};` : ''} padding-top: ${grid ? '1.5mm' : '3.5mm'}; }
td.label { font-weight: 700; color: ${accent}; font-size: 0.92em; text-transform: uppercase; }
td.dates { text-align: right; font-size: 0.92em; color: #555; }
.title { font-weight: 700; }
.note, .details { font-size: 0.93em; color: #555; font-style: italic; }
.skill-line, .project { margin-bottom: 1mm; }
.skill-label { font-weight: 700; }
${bulletCss(pickBullet(rng))}
ul.b { margin-top: 0.8mm; }
`;
  const header = `<header><h1>${esc(fullName(r))}</h1><div class="headline">${esc(r.headline)}</div><div class="contacts">${contacts}</div></header>`;
  return htmlSource(r, css, header + table(r, rng.pick([', ', ' | ', ' — '])));
}

export const tableLayout: Grammar = {
  id: 'html-table',
  producer: 'html',
  description: 'one HTML table: section label in the first column, entries in the second, dates in the third',
  render,
};
