/** The "Jake's resume" shape: each entry a two-row tabular* (company | dates, title | place). */
import type { Grammar } from '../../grammar';
import type { GenResume } from '../../model';
import type { Rng } from '../../random';
import {
  ACCENTS,
  capsName,
  contacts,
  headingOf,
  itemize,
  latexSource,
  paperOf,
  preamble,
  type SectionKind,
  sectionKinds,
  skillLines,
  tex,
} from './shared';

const EXTRA = `\\newcommand{\\sect}[1]{\\par\\vspace{8pt}{\\large\\scshape #1}\\par\\vspace{1pt}\\hrule\\vspace{5pt}}
\\newcommand{\\subheading}[4]{\\item\\begin{tabular*}{\\linewidth}[t]{l@{\\extracolsep{\\fill}}r}
\\textbf{#1} & #2\\\\
\\textit{\\small #3} & \\textit{\\small #4}\\\\
\\end{tabular*}\\vspace{-3pt}}
\\newenvironment{entries}{\\begin{itemize}[label={},leftmargin=0.15in,itemsep=4pt]}{\\end{itemize}}
`;

function section(r: GenResume, kind: SectionKind, mark: string): string {
  const bullets = (items: string[]) =>
    items.length ? `{\\small ${itemize(items, `label=${mark},leftmargin=1.4em,topsep=1pt`)}}` : '';
  switch (kind) {
    case 'summary':
      return `${tex(r.summary ?? '')}\\par`;
    case 'experience':
      return `\\begin{entries}\n${r.jobs
        .map((j) => {
          const note = j.companyNote ? `\\\\{\\small ${tex(j.companyNote)}}` : '';
          return `\\subheading{${tex(j.company)}}{${tex(j.period.text)}}{${tex(j.title)}}{${tex(j.place)}}${note}\n${bullets(j.bullets.map(tex))}`;
        })
        .join('\n')}\\end{entries}`;
    case 'education':
      return `\\begin{entries}\n${r.schools
        .map(
          (s) =>
            `\\subheading{${tex(s.institution)}}{${tex(s.place)}}{${tex(s.degree ?? '')}}{${tex(s.period.text)}}\n${bullets(s.details.map(tex))}`,
        )
        .join('\n')}\\end{entries}`;
    case 'skills':
      return `\\begin{entries}\\item\\small ${skillLines(r, (l) => `\\textbf{${l}}: `).join('\\\\\n')}\\end{entries}`;
    case 'projects':
      return `\\begin{entries}\n${r.projects.map((p) => `\\item\\textbf{${tex(p.name)}}\n${bullets([tex(p.description)])}`).join('\n')}\\end{entries}`;
    case 'certifications':
      return `\\begin{entries}\\item\\small ${r.certifications.map(tex).join('\\\\\n')}\\end{entries}`;
    case 'languages':
      return `\\begin{entries}\\item\\small ${r.languages.map(tex).join(', ')}\\end{entries}`;
  }
}

function header(r: GenResume, rng: Rng): string {
  const sep = rng.pick([' $|$ ', ' \\textbar{} ', ' \\textbullet{} ']);
  return `\\begin{center}
\\fit{\\Huge\\scshape ${rng.chance(0.3) ? capsName(r) : tex(`${r.firstName} ${r.lastName}`)}}\\\\[5pt]
{\\small ${contacts(r)
    .map((c) => (c.kind === 'url' && rng.chance(0.5) ? `\\underline{${c.text}}` : c.text))
    .join(sep)}}
\\end{center}
`;
}

export const tabular: Grammar = {
  id: 'latex-tabular',
  producer: 'latex',
  description:
    "Jake's-resume shape: small-caps ruled headings, entries as tabular* rows (company | dates, italic title | place)",
  render(r, rng) {
    const pre = preamble({
      engine: 'pdflatex',
      size: rng.pick([10, 11] as const),
      paper: paperOf(r),
      geometry: `hmargin=${rng.pick(['0.5in', '0.6in', '0.75in'])},vmargin=${rng.pick(['0.5in', '0.6in'])}`,
      // Only fonts with true small caps: faked ones read back as "W ORK E XPERIENCE".
      font: rng.pick(['lmodern', 'lmodern', 'palatino'] as const),
      accent: rng.pick(ACCENTS),
      extra: EXTRA,
    });
    const mark = rng.pick(['\\textbullet', '$\\vcenter{\\hbox{\\tiny$\\bullet$}}$', '--']);
    const body = [
      header(r, rng),
      ...sectionKinds(r).map((k) => `\\sect{${headingOf(r, k)}}\n${section(r, k, mark)}`),
    ];
    return latexSource(pre, body.join('\n'), 'pdflatex');
  },
};
