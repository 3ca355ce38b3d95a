/** A designer's page: a big display-weight name, headings on coloured blocks with icons, unequal columns, skill bars. */
import type { Grammar } from '../../grammar';
import type { GenResume, Job, School } from '../../model';
import type { Rng } from '../../random';
import {
  bulletCss,
  bulletList,
  contactsOf,
  esc,
  headingOf,
  htmlSource,
  icon,
  noteOf,
  pickBullet,
  projectLines,
  type SectionKey,
  schoolDetails,
  sectionsOf,
  TRACK,
} from './common';

/** Display weights people pick in design tools, each with a body face that goes with it. */
const PAIRS = [
  { display: '"Roboto", sans-serif', weight: 900, body: '"Roboto", "Liberation Sans", sans-serif' },
  { display: '"Lato", sans-serif', weight: 900, body: '"Lato", "Carlito", sans-serif' },
  { display: '"Open Sans", sans-serif', weight: 800, body: '"Open Sans", "DejaVu Sans", sans-serif' },
  { display: '"Roboto Slab", serif', weight: 700, body: '"Roboto", "Liberation Sans", sans-serif' },
  { display: '"PT Sans Narrow", "Roboto Condensed", sans-serif', weight: 700, body: '"PT Sans", sans-serif' },
] as const;

const PALETTES = [
  { main: '#e76f51', soft: '#fde8e1' },
  { main: '#2a9d8f', soft: '#dff3f0' },
  { main: '#264653', soft: '#e1ebee' },
  { main: '#6d597a', soft: '#ece6f0' },
  { main: '#bc6c25', soft: '#f6ead9' },
  { main: '#3a86ff', soft: '#e3eeff' },
  { main: '#d62867', soft: '#fbe1ea' },
] as const;

const heading = (r: GenResume, key: SectionKey) =>
  `<h2><span class="badge">${icon(key, '#fff', '1.05em')}</span><span>${headingOf(r, key)}</span></h2>`;

const job = (j: Job) =>
  `<div class="entry"><div class="title">${esc(j.title)}</div><div class="org">${esc(j.company)}${j.place ? `<span class="place"> · ${esc(j.place)}</span>` : ''}</div><div class="date">${esc(j.period.text)}</div>${noteOf(j)}${bulletList(j.bullets)}</div>`;

const school = (s: School) =>
  `<div class="entry">${s.degree ? `<div class="title">${esc(s.degree)}</div>` : ''}<div class="org">${esc(s.institution)}${s.place ? `<span class="place"> · ${esc(s.place)}</span>` : ''}</div><div class="date">${esc(s.period.text)}</div>${schoolDetails(s)}</div>`;

function skillBars(r: GenResume, rng: Rng): string {
  return r.skills
    .filter((g) => g.items.length > 0)
    .map((g) => {
      const bars = g.items
        .map(
          (s) =>
            `<div class="skill"><div class="skill-name">${esc(s)}</div><div class="bar"><i style="width:${rng.int(45, 95)}%"></i></div></div>`,
        )
        .join('');
      return (g.label ? `<div class="group">${esc(g.label)}</div>` : '') + bars;
    })
    .join('');
}

function narrow(r: GenResume, rng: Rng, main: string): string {
  const contacts = contactsOf(r)
    .map((c) => `<div class="contact">${icon(c.kind, main)}<span>${c.html}</span></div>`)
    .join('');
  const list = (key: 'languages' | 'certifications', items: string[]) =>
    items.length ? heading(r, key) + bulletList(items, 'b') : '';
  return `<div class="narrow"><div class="contacts">${contacts}</div>${heading(r, 'skills')}${skillBars(r, rng)}${list('languages', r.languages)}${list('certifications', r.certifications)}</div>`;
}

function wide(r: GenResume): string {
  return `<div class="wide">${sectionsOf(r)
    .map((key) => {
      if (key === 'summary') return `${heading(r, key)}<p class="summary">${esc(r.summary ?? '')}</p>`;
      if (key === 'experience') return heading(r, key) + r.jobs.map(job).join('');
      if (key === 'education') return heading(r, key) + r.schools.map(school).join('');
      if (key === 'projects') return heading(r, key) + projectLines(r);
      return '';
    })
    .join('')}</div>`;
}

function render(r: GenResume, rng: Rng) {
  const pair = rng.pick(PAIRS);
  const { main, soft } = rng.pick(PALETTES);
  const narrowFirst = rng.chance(0.6);
  const shape = rng.pick(['block', 'pill', 'underlay']);
  const headingCss = {
    block: `h2 { background: ${main}; color: #fff; padding: 1mm 2.5mm; }`,
    pill: `h2 { background: ${soft}; color: ${main}; padding: 1mm 3mm 1mm 1mm; border-radius: 5mm; } h2 .badge { background: ${main}; }`,
    underlay: `h2 { color: #222; background: linear-gradient(transparent 55%, ${soft} 55%); } h2 .badge { background: ${main}; }`,
  }[shape];
  const columns = narrowFirst ? '36% 1fr' : '1fr 36%';
  const css = `
@page { margin: 0; }
body { font-family: ${pair.body}; font-size: ${rng.pick(['9.5pt', '10pt'])}; color: #2b2b2b; line-height: 1.4; }
.top { position: relative; padding: 12mm 12mm 6mm; overflow: hidden; }
.top::before { content: ''; position: absolute; right: -25mm; top: -35mm; width: 90mm; height: 90mm; border-radius: 50%; background: ${soft}; z-index: -1; }
.top::after { content: ''; position: absolute; left: 12mm; bottom: 2mm; width: 25mm; height: 2mm; background: ${main}; }
h1 { font-family: ${pair.display}; font-weight: ${pair.weight}; font-size: 3.4em; line-height: 1.02; letter-spacing: ${TRACK}; color: #1d1d1d; }
h1 .last { color: ${main}; }
.headline { font-size: 1.25em; text-transform: uppercase; letter-spacing: ${TRACK}; color: #555; margin-top: 1.5mm; }
.cols { display: grid; grid-template-columns: ${columns}; gap: 8mm; padding: 5mm 12mm 10mm; -webkit-box-decoration-break: clone; box-decoration-break: clone; }
.narrow { ${narrowFirst ? 'order: 0' : 'order: 1'}; }
h2 { display: flex; align-items: center; gap: 2mm; font-family: ${pair.display}; font-weight: ${pair.weight}; font-size: 1.15em; text-transform: uppercase; letter-spacing: ${TRACK}; margin: 5mm 0 2.5mm; }
.badge { display: inline-flex; align-items: center; justify-content: center; width: 6mm; height: 6mm; border-radius: 50%; }
${headingCss}
.contact { display: flex; align-items: center; gap: 2mm; margin-bottom: 1.5mm; white-space: nowrap; font-size: 0.92em; }
.contact .icon { flex: none; }
.group { font-weight: 700; margin: 2mm 0 1mm; }
.skill { margin-bottom: 1.6mm; break-inside: avoid; }
.skill-name { font-size: 0.93em; }
.bar { height: 1.6mm; background: ${soft}; border-radius: 1mm; overflow: hidden; }
.bar i { display: block; height: 100%; background: ${main}; }
.entry { margin-bottom: 3.5mm; break-inside: avoid; }
.title { font-weight: 700; font-size: 1.05em; color: ${main}; }
.org { font-weight: 700; }
.place { font-weight: 400; color: #555; }
.date { font-size: 0.9em; color: #777; font-style: italic; }
.note, .details { font-size: 0.93em; color: #555; }
.project { margin-bottom: 1.5mm; }
${bulletCss(pickBullet(rng))}
ul.b { margin-top: 1mm; }
`;
  const top = `<div class="top"><h1>${esc(r.firstName)}<br><span class="last">${esc(r.lastName)}</span></h1><div class="headline">${esc(r.headline)}</div></div>`;
  return htmlSource(r, css, `${top}<div class="cols">${narrow(r, rng, main)}${wide(r)}</div>`);
}

export const canvaLike: Grammar = {
  id: 'html-canva-like',
  producer: 'html',
  description:
    'designer look: big display-weight name, headings on coloured shapes with icons, 36/64 columns, skill bars',
  render,
};
