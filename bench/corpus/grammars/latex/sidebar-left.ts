/** Two columns: a coloured left sidebar (contacts, skills, languages, certifications), the career on the right. */
import type { Grammar } from '../../grammar';
import type { GenResume } from '../../model';
import type { Rng } from '../../random';
import {
  ACCENTS,
  CONTACT,
  contacts,
  fullName,
  hasSection,
  headingOf,
  itemize,
  latexSource,
  paperOf,
  preamble,
  projectLine,
  type SectionKind,
  sectionKinds,
  sidebarExtra,
  tex,
} from './shared';

const SIDE_KINDS: SectionKind[] = ['skills', 'languages', 'certifications'];

function sidebar(r: GenResume, rng: Rng): string {
  const head = (title: string) =>
    `\\par\\vspace{10pt}{\\large\\bfseries\\MakeUppercase{${title}}}\\par\\vspace{2pt}{\\color{sidetext}\\hrule height 0.5pt}\\vspace{5pt}`;
  const perLine = rng.chance(0.5);
  const blocks = [
    `${head(CONTACT[r.lang])}\n${contacts(r)
      .map((c) => `\\fit{\\small ${c.text}}`)
      .join('\\\\[3pt]\n')}`,
  ];
  for (const kind of SIDE_KINDS.filter((k) => hasSection(r, k))) {
    let content: string;
    if (kind === 'skills') {
      content = r.skills
        .filter((g) => g.items.length > 0)
        .map((g) => {
          const label = g.label ? `{\\bfseries ${tex(g.label)}}\\\\\n` : '';
          const items = perLine ? g.items.map(tex).join('\\\\\n') : g.items.map(tex).join(', ');
          return `${label}{\\small ${items}}`;
        })
        .join('\\\\[5pt]\n');
    } else {
      const list = kind === 'languages' ? r.languages : r.certifications;
      content = `{\\small ${list.map(tex).join('\\\\[2pt]\n')}}`;
    }
    blocks.push(`${head(headingOf(r, kind))}\n${content}`);
  }
  return `{\\color{sidetext}\n${blocks.join('\n')}\\par}`;
}

function mainSection(r: GenResume, kind: SectionKind, sep: string): string {
  const bullets = (items: string[]) => itemize(items, 'label=\\textbullet,leftmargin=1.1em,topsep=2pt');
  switch (kind) {
    case 'summary':
      return `${tex(r.summary ?? '')}\\par`;
    case 'experience':
      return r.jobs
        .map((j) => {
          const company = `\\textit{${tex(j.company)}}${j.place ? `${sep}${tex(j.place)}` : ''}`;
          const note = j.companyNote ? `\\\\\n{\\small\\color{gray}${tex(j.companyNote)}}` : '';
          return `{\\bfseries ${tex(j.title)}} \\hspace*{\\fill}\\mbox{\\small\\color{accent}${tex(j.period.text)}}\\\\\n${company}${note}\n${bullets(j.bullets.map(tex))}\\par\\vspace{6pt}`;
        })
        .join('\n');
    case 'education':
      return r.schools
        .map((s) => {
          const lead = s.degree ? `{\\bfseries ${tex(s.degree)}}` : `{\\bfseries ${tex(s.institution)}}`;
          const second = s.degree
            ? `\\\\\n\\textit{${tex(s.institution)}}${s.place ? `${sep}${tex(s.place)}` : ''}`
            : s.place
              ? `\\\\\n${tex(s.place)}`
              : '';
          const details = s.details.map((d) => `\\\\\n{\\small ${tex(d)}}`).join('');
          return `${lead} \\hspace*{\\fill}\\mbox{\\small\\color{accent}${tex(s.period.text)}}${second}${details}\\par\\vspace{6pt}`;
        })
        .join('\n');
    case 'projects':
      return r.projects.map((p) => `${projectLine(p, ' -- ')}\\par`).join('\n');
    default:
      return '';
  }
}

export const sidebarLeft: Grammar = {
  id: 'latex-sidebar-left',
  producer: 'latex',
  description:
    'two columns: a coloured left sidebar (contacts, skills, languages, certifications), name and career in the main column',
  render(r, rng) {
    const accent = rng.pick(ACCENTS);
    const dark = rng.chance(0.5);
    const ratio = rng.pick([0.3, 0.32, 0.34]);
    const sep = rng.pick([', ', ' | ', ' \\textbullet{} ']);
    const colours = dark
      ? '\\colorlet{side}{accent}\\colorlet{sidetext}{white}'
      : '\\colorlet{side}{accent!12}\\colorlet{sidetext}{black!85}';
    const pre = preamble({
      engine: 'pdflatex',
      size: rng.pick([10, 11] as const),
      paper: paperOf(r),
      geometry: 'left=1.1cm,right=1.6cm,top=1.5cm,bottom=1.5cm',
      font: rng.pick(['helvet', 'lmodern-sans', 'avant'] as const),
      accent,
      extra: `${sidebarExtra('left', ratio, '1.4cm')}${colours}`,
    });
    const heading = (title: string) =>
      `\\par\\vspace{10pt}{\\Large\\color{accent}\\bfseries ${title}}\\par\\vspace{2pt}{\\color{accent}\\hrule height 0.8pt}\\vspace{6pt}`;
    const mainKinds = sectionKinds(r).filter((k) => !SIDE_KINDS.includes(k));
    const main = [
      `\\fit{\\fontsize{26}{30}\\selectfont\\bfseries ${fullName(r)}}\\\\[4pt]{\\large\\color{accent}${tex(r.headline)}}\\par\\vspace{4pt}`,
      ...mainKinds.map((k) => `${heading(headingOf(r, k))}\n${mainSection(r, k, sep)}`),
    ];
    const body = `\\begin{paracol}{2}\n${sidebar(r, rng)}\n\\switchcolumn\n${main.join('\n')}\n\\end{paracol}`;
    return latexSource(pre, body, 'pdflatex');
  },
};
