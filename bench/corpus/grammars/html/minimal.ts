/** One quiet serif column: letter-spaced uppercase headings, "Title at Company" lines, dates flush right. */
import type { Grammar } from '../../grammar';
import type { GenResume, Job, Lang, School } from '../../model';
import type { Rng } from '../../random';
import {
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
  SERIF,
  schoolDetails,
  sectionsOf,
  TRACK,
} from './common';

const AT: Record<Lang, string> = { en: 'at', fr: 'chez', de: 'bei', es: 'en' };

const line = (left: string, right: string) =>
  `<div class="line"><span class="left">${left}</span><span class="right">${esc(right)}</span></div>`;

function job(j: Job, lang: Lang): string {
  const place = j.place ? `<div class="place">${esc(j.place)}</div>` : '';
  return `<div class="entry">${line(`<b>${esc(j.title)}</b> ${AT[lang]} ${esc(j.company)}`, j.period.text)}${place}${noteOf(j)}${bulletList(j.bullets)}</div>`;
}

function school(s: School): string {
  const left = s.degree ? `<b>${esc(s.degree)}</b>, ${esc(s.institution)}` : `<b>${esc(s.institution)}</b>`;
  const place = s.place ? `<div class="place">${esc(s.place)}</div>` : '';
  return `<div class="entry">${line(left, s.period.text)}${place}${schoolDetails(s)}</div>`;
}

function body(r: GenResume): string {
  return sectionsOf(r)
    .map((key) => {
      const h = `<h2>${headingOf(r, key)}</h2>`;
      if (key === 'experience') return h + r.jobs.map((j) => job(j, r.lang)).join('');
      if (key === 'education') return h + r.schools.map(school).join('');
      return h + plainSection(r, key);
    })
    .join('');
}

function render(r: GenResume, rng: Rng) {
  const font = rng.pick(SERIF);
  const ink = rng.pick(['#111', '#222', '#1c2431', '#2b2118']);
  const rule = rng.pick(['none', '0.5pt solid #999', '0.75pt solid #333']);
  const sep = pickSeparator(rng);
  const contacts = inlineItems(
    contactsOf(r).map((c) => c.html),
    sep,
  );
  const css = `
@page { margin: ${rng.pick(['18mm 20mm', '16mm 18mm', '20mm 22mm'])}; }
body { font-family: ${font}; font-size: ${rng.pick(['10.5pt', '11pt', '11.5pt'])}; color: ${ink}; line-height: 1.35; }
header { text-align: center; margin-bottom: 5mm; }
h1 { font-size: 1.9em; font-weight: 400; text-transform: uppercase; letter-spacing: ${TRACK}; }
.headline { font-style: italic; margin: 1mm 0; }
.contacts { font-size: 0.92em; }
h2 { font-size: 0.95em; font-weight: 700; text-transform: uppercase; letter-spacing: ${TRACK}; margin: 5mm 0 2mm; padding-bottom: 0.8mm; border-bottom: ${rule}; }
.entry { margin-bottom: 3mm; break-inside: avoid; }
.line { display: flex; justify-content: space-between; align-items: baseline; gap: 6mm; }
.right { white-space: nowrap; font-size: 0.95em; }
.place { font-size: 0.92em; color: #555; }
.note, .details { font-style: italic; font-size: 0.93em; }
.summary { text-align: justify; hyphens: manual; }
.skill-line, .project { margin-bottom: 1mm; }
.skill-label { font-style: italic; }
${bulletCss(pickBullet(rng), '1.2em')}
ul.b { margin-top: 0.8mm; }
`;
  const header = `<header><h1>${esc(fullName(r))}</h1>${rng.chance(0.5) ? `<div class="headline">${esc(r.headline)}</div>` : ''}<div class="contacts">${contacts}</div></header>`;
  return htmlSource(r, css, header + body(r));
}

export const minimal: Grammar = {
  id: 'html-minimal',
  producer: 'html',
  description:
    'one serif column, uppercase letter-spaced headings, "Title at Company" lines with dates flush right',
  render,
};
