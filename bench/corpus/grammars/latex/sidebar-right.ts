/** Two columns mirrored: the career on the left, a narrower tinted sidebar on the right (serif fonts). */
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

function sidebar(r: GenResume, rng: Rng, caps: string): string {
  const head = (title: string) => `\\par\\vspace{12pt}{\\color{accent}${caps}{${title}}}\\par\\vspace{4pt}`;
  const mark = rng.pick(['\\textbullet', '--', '\\textopenbullet']);
  const list = (items: string[]) => itemize(items, `label=${mark},leftmargin=0.9em,itemsep=1pt`);
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
        .map((g) => `${g.label ? `\\textit{${tex(g.label)}}\\par\n` : ''}{\\small ${list(g.items.map(tex))}}`)
        .join('\\vspace{4pt}\n');
    } else {
      content = `{\\small ${list((kind === 'languages' ? r.languages : r.certifications).map(tex))}}`;
    }
    blocks.push(`${head(headingOf(r, kind))}\n${content}`);
  }
  return `${blocks.join('\n')}\\par`;
}

function mainSection(r: GenResume, kind: SectionKind, sep: string): string {
  const bullets = (items: string[]) => itemize(items, 'label=\\textbullet,leftmargin=1.2em,topsep=2pt');
  switch (kind) {
    case 'summary':
      return `{\\itshape ${tex(r.summary ?? '')}}\\par`;
    case 'experience':
      return r.jobs
        .map((j) => {
          const company = `\\textbf{${tex(j.company)}}${j.place ? `${sep}${tex(j.place)}` : ''}`;
          const note = j.companyNote ? `\\\\\n{\\small\\itshape ${tex(j.companyNote)}}` : '';
          return `${company} \\hspace*{\\fill}\\mbox{\\small ${tex(j.period.text)}}\\\\\n\\textit{${tex(j.title)}}${note}\n${bullets(j.bullets.map(tex))}\\par\\vspace{7pt}`;
        })
        .join('\n');
    case 'education':
      return r.schools
        .map((s) => {
          const school = `\\textbf{${tex(s.institution)}}${s.place ? `${sep}${tex(s.place)}` : ''}`;
          const degree = s.degree ? `\\\\\n\\textit{${tex(s.degree)}}` : '';
          const details = s.details.length ? `\\\\\n{\\small ${s.details.map(tex).join('; ')}}` : '';
          return `${school} \\hspace*{\\fill}\\mbox{\\small ${tex(s.period.text)}}${degree}${details}\\par\\vspace{7pt}`;
        })
        .join('\n');
    case 'projects':
      return r.projects.map((p) => `${projectLine(p, ': ', '\\textit')}\\par`).join('\n');
    default:
      return '';
  }
}

export const sidebarRight: Grammar = {
  id: 'latex-sidebar-right',
  producer: 'latex',
  description:
    'two columns mirrored: name and career on the left, a narrower tinted right sidebar with contacts, skills, languages',
  render(r, rng) {
    const ratio = rng.pick([0.26, 0.28, 0.3]);
    const sep = rng.pick([', ', ' | ', ' -- ']);
    const font = rng.pick(['charter', 'palatino', 'bookman', 'times'] as const);
    // Small caps only where the font has them; faked ones read back as "W ORK E XPERIENCE".
    const caps = font === 'palatino' ? '\\large\\scshape' : '\\bfseries\\MakeUppercase';
    const pre = preamble({
      engine: 'pdflatex',
      size: rng.pick([10, 11] as const),
      paper: paperOf(r),
      geometry: 'left=1.8cm,right=1.0cm,top=1.6cm,bottom=1.6cm',
      font,
      accent: rng.pick(ACCENTS),
      extra: `${sidebarExtra('right', ratio, '1.2cm')}\\colorlet{side}{accent!${rng.pick([8, 10, 14])}}`,
    });
    const heading = (title: string) =>
      `\\par\\vspace{10pt}{\\large\\color{accent}${caps}{${title}}}\\par\\vspace{1pt}{\\color{accent!60}\\hrule}\\vspace{6pt}`;
    const mainKinds = sectionKinds(r).filter((k) => !SIDE_KINDS.includes(k));
    const main = [
      `\\fit{\\fontsize{24}{28}\\selectfont ${fullName(r)}}\\par\\vspace{3pt}{\\large\\itshape ${tex(r.headline)}}\\par\\vspace{4pt}`,
      ...mainKinds.map((k) => `${heading(headingOf(r, k))}\n${mainSection(r, k, sep)}`),
    ];
    const body = `\\begin{paracol}{2}\n${main.join('\n')}\n\\switchcolumn\n${sidebar(r, rng, caps)}\n\\end{paracol}`;
    return latexSource(pre, body, 'pdflatex');
  },
};
