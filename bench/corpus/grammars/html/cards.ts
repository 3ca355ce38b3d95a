/** Each entry a bordered card: company and place on top, the title under it, the dates in a badge at the top right. */
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
  schoolDetails,
  sectionsOf,
} from './common';

function card(top: string, place: string, period: string, under: string, rest: string): string {
  const where = place ? `<span class="place">${esc(place)}</span>` : '';
  return `<div class="card"><div class="card-top"><div><span class="company">${top}</span>${where}</div><span class="badge">${esc(period)}</span></div>${under}${rest}</div>`;
}

const job = (j: Job) =>
  card(
    esc(j.company),
    j.place,
    j.period.text,
    `<div class="title">${esc(j.title)}</div>`,
    noteOf(j) + bulletList(j.bullets),
  );

const school = (s: School) =>
  card(
    esc(s.institution),
    s.place,
    s.period.text,
    s.degree ? `<div class="title">${esc(s.degree)}</div>` : '',
    schoolDetails(s),
  );

function body(r: GenResume, accent: string, icons: boolean): string {
  return sectionsOf(r)
    .map((key) => {
      const h = `<h2>${icons ? icon(key, accent) : ''}${headingOf(r, key)}</h2>`;
      if (key === 'experience') return h + r.jobs.map(job).join('');
      if (key === 'education') return h + r.schools.map(school).join('');
      if (key === 'skills') {
        const groups = r.skills.filter((g) => g.items.length > 0);
        const chips = groups
          .map(
            (g) =>
              `${g.label ? `<div class="group">${esc(g.label)}</div>` : ''}<div>${g.items.map((s) => `<span class="chip">${esc(s)}</span>`).join(' ')}</div>`,
          )
          .join('');
        return `${h}<div class="card">${chips}</div>`;
      }
      return `${h}<div class="card">${plainSection(r, key)}</div>`;
    })
    .join('');
}

function render(r: GenResume, rng: Rng) {
  const accent = rng.pick(ACCENTS);
  const font = rng.pick(SANS);
  const placeLook = rng.pick(['inline', 'below']);
  const radius = rng.pick(['0', '1.5mm', '3mm']);
  const centred = rng.chance(0.5);
  const contacts = contactsOf(r)
    .map((c) => `<span class="c">${icon(c.kind, accent)} ${c.html}</span>`)
    .join('');
  // Inline: "Acme Corp · Denver, CO"; below: the place on its own small line.
  const placeCss =
    placeLook === 'inline'
      ? `.place::before { content: '  ·  '; white-space: pre; color: #999; }`
      : `.place { display: block; font-size: 0.9em; }`;
  const css = `
@page { margin: 12mm 14mm; }
body { font-family: ${font}; font-size: ${rng.pick(['9.5pt', '10pt'])}; color: #222; line-height: 1.4; background: #fff; }
header { text-align: ${centred ? 'center' : 'left'}; margin-bottom: 3mm; }
h1 { font-size: 2.3em; font-weight: 700; color: ${accent}; }
.headline { font-size: 1.1em; color: #555; margin-bottom: 2mm; }
.contacts { display: flex; flex-wrap: wrap; gap: 1mm 5mm; justify-content: ${centred ? 'center' : 'flex-start'}; font-size: 0.92em; }
.c { white-space: nowrap; }
.icon { vertical-align: -0.15em; margin-right: 1mm; }
h2 { font-size: 1.15em; color: ${accent}; margin: 4mm 0 2mm; display: flex; align-items: center; }
.card { border: 1px solid #d4d4d8; border-left: 3px solid ${accent}; border-radius: ${radius}; padding: 2.5mm 3.5mm; margin-bottom: 2.5mm; break-inside: avoid; }
.card-top { display: flex; justify-content: space-between; align-items: flex-start; gap: 4mm; }
.company { font-weight: 700; font-size: 1.05em; }
.place { color: #666; }
${placeCss}
.badge { flex: none; white-space: nowrap; font-size: 0.85em; background: ${accent}1a; color: ${accent}; border: 1px solid ${accent}55; border-radius: 2mm; padding: 0.2mm 2mm; }
.title { font-style: italic; color: #333; }
.note, .details { color: #666; font-size: 0.92em; }
.group { font-weight: 700; font-size: 0.92em; margin: 1mm 0 0.5mm; }
.chip { display: inline-block; white-space: nowrap; border: 1px solid #d4d4d8; border-radius: 1.5mm; padding: 0 1.8mm; margin: 0 0.8mm 1mm 0; font-size: 0.92em; }
.skill-line, .project { margin-bottom: 1mm; }
.skill-label { font-weight: 700; }
${bulletCss(pickBullet(rng))}
ul.b { margin-top: 1mm; }
`;
  const header = `<header><h1>${esc(fullName(r))}</h1><div class="headline">${esc(r.headline)}</div><div class="contacts">${contacts}</div></header>`;
  return htmlSource(r, css, header + body(r, accent, rng.chance(0.6)));
}

export const cards: Grammar = {
  id: 'html-cards',
  producer: 'html',
  description:
    'each entry a bordered card: company and place on top, title under it, dates in a badge at the top right',
  render,
};
