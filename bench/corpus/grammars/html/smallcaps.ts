/** Name and headings in small caps; each entry one line "Title, Company (dates)" with the place under it. */
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

const place = (text: string) => (text ? `<div class="place">${esc(text)}</div>` : '');

const job = (j: Job) =>
  `<div class="entry"><div class="line"><b>${esc(j.title)}</b>, ${esc(j.company)} <span class="dates">(${esc(j.period.text)})</span></div>${place(j.place)}${noteOf(j)}${bulletList(j.bullets)}</div>`;

function school(s: School): string {
  const what = s.degree ? `<b>${esc(s.degree)}</b>, ${esc(s.institution)}` : `<b>${esc(s.institution)}</b>`;
  return `<div class="entry"><div class="line">${what} <span class="dates">(${esc(s.period.text)})</span></div>${place(s.place)}${schoolDetails(s)}</div>`;
}

function body(r: GenResume): string {
  return sectionsOf(r)
    .map((key) => {
      const h = `<h2>${headingOf(r, key)}</h2>`;
      if (key === 'experience') return h + r.jobs.map(job).join('');
      if (key === 'education') return h + r.schools.map(school).join('');
      return h + plainSection(r, key);
    })
    .join('');
}

function render(r: GenResume, rng: Rng) {
  const font = rng.chance(0.75) ? rng.pick(SERIF) : rng.pick(SANS);
  const accent = rng.chance(0.5) ? '#111' : rng.pick(ACCENTS);
  const centred = rng.chance(0.6);
  const rule = rng.pick(['0.6pt solid currentColor', 'none', '1.5pt double currentColor']);
  const contacts = inlineItems(
    contactsOf(r).map((c) => c.html),
    pickSeparator(rng),
  );
  // Chromium synthesises small caps in runs: any tracking beyond 0.02em splits the words in extraction.
  const css = `
@page { margin: ${rng.pick(['16mm 18mm', '18mm 20mm'])}; }
body { font-family: ${font}; font-size: ${rng.pick(['10pt', '10.5pt', '11pt'])}; color: #1a1a1a; line-height: 1.38; }
header { text-align: ${centred ? 'center' : 'left'}; margin-bottom: 4mm; }
h1 { font-variant: small-caps; font-weight: 400; font-size: 2.3em; letter-spacing: 0.02em; color: ${accent}; }
.headline { font-style: italic; }
.contacts { font-size: 0.93em; margin-top: 1mm; }
h2 { font-variant: small-caps; font-weight: 700; font-size: 1.25em; letter-spacing: 0.02em; color: ${accent}; border-bottom: ${rule}; margin: 4.5mm 0 2mm; }
.entry { margin-bottom: 2.8mm; break-inside: avoid; }
.dates { white-space: nowrap; color: #444; }
.place { font-size: 0.92em; color: #555; font-style: italic; }
.note, .details { font-size: 0.93em; color: #444; }
.skill-line, .project { margin-bottom: 1mm; }
.skill-label { font-variant: small-caps; font-weight: 700; }
${bulletCss(pickBullet(rng))}
ul.b { margin-top: 0.8mm; }
`;
  const header = `<header><h1>${esc(fullName(r))}</h1>${rng.chance(0.6) ? `<div class="headline">${esc(r.headline)}</div>` : ''}<div class="contacts">${contacts}</div></header>`;
  return htmlSource(r, css, header + body(r));
}

export const smallcaps: Grammar = {
  id: 'html-smallcaps',
  producer: 'html',
  description:
    'small-caps name and headings, entries as one line "Title, Company (dates)" with the place under',
  render,
};
