/** A timeline: years in a left column, a vertical rule with a dot per entry (TikZ), the entry to the right. */
import type { Grammar } from '../../grammar';
import type { GenResume, Period } from '../../model';
import type { Rng } from '../../random';
import {
  ACCENTS,
  contacts,
  fullName,
  headingOf,
  itemize,
  latexSource,
  paperOf,
  periodLines,
  preamble,
  projectLine,
  type SectionKind,
  sectionKinds,
  skillLines,
  tex,
} from './shared';

/*
 * Each entry is a one-row tabular whose middle rule is the timeline; entries are stacked without
 * interline glue so the rule runs on. The dot is an overlay centred on the rule.
 */
const EXTRA = `\\usepackage{tikz}
\\usepackage{array}
\\newlength{\\yearw}\\newlength{\\entryw}
\\AtBeginDocument{\\setlength{\\yearw}{2.3cm}\\setlength{\\entryw}{\\dimexpr\\linewidth-\\yearw-20pt\\relax}}
\\newcommand{\\tldot}{\\tikz[overlay]\\fill[accent,draw=white,line width=1pt] (-10.7pt,0.7ex) circle (3.6pt);}
\\newcommand{\\tlentry}[2]{\\par\\nointerlineskip\\noindent\\begin{tabular}{@{}>{\\raggedleft\\arraybackslash\\small\\bfseries\\color{accent}}p{\\yearw}@{\\hspace{9pt}}!{\\color{accent!50}\\vrule width 1.4pt}@{\\hspace{9.6pt}}>{\\raggedright\\arraybackslash}p{\\entryw}@{}}
#1 & \\tldot #2\\\\[9pt]
\\end{tabular}\\par}
`;

const years = (p: Period) => periodLines(p, 11).join('\\newline ');
const list = (items: string[], mark: string) => itemize(items, `label=${mark},leftmargin=1.1em,topsep=2pt`);

function section(r: GenResume, kind: SectionKind, mark: string, sep: string): string {
  switch (kind) {
    case 'summary':
      return `${tex(r.summary ?? '')}\\par`;
    case 'experience':
      return r.jobs
        .map((j) => {
          const at = `${tex(j.company)}${j.place ? `${sep}${tex(j.place)}` : ''}`;
          const note = j.companyNote ? `\\newline{\\small\\itshape ${tex(j.companyNote)}}` : '';
          return `\\tlentry{${years(j.period)}}{{\\bfseries ${tex(j.title)}}\\newline{\\color{accent}${at}}${note}${list(j.bullets.map(tex), mark)}}`;
        })
        .join('\n');
    case 'education':
      return r.schools
        .map((s) => {
          const lead = s.degree
            ? `{\\bfseries ${tex(s.degree)}}\\newline ${tex(s.institution)}`
            : `{\\bfseries ${tex(s.institution)}}`;
          const place = s.place ? `\\newline{\\small ${tex(s.place)}}` : '';
          const details = s.details.map((d) => `\\newline{\\small ${tex(d)}}`).join('');
          return `\\tlentry{${years(s.period)}}{${lead}${place}${details}}`;
        })
        .join('\n');
    case 'skills':
      return `${skillLines(r, (l) => `\\textbf{${l}:} `).join('\\\\[2pt]\n')}\\par`;
    case 'projects':
      return r.projects.map((p) => `${projectLine(p, ' -- ')}\\par`).join('\n');
    case 'certifications':
      return list(r.certifications.map(tex), mark);
    case 'languages':
      return `${r.languages.map(tex).join(' \\textperiodcentered{} ')}\\par`;
  }
}

function header(r: GenResume, rng: Rng): string {
  const sep = rng.pick([' \\quad ', ' \\textbar{} ', ' \\textperiodcentered{} ']);
  return `\\fit{\\fontsize{26}{30}\\selectfont\\bfseries ${fullName(r)}}\\par\\vspace{4pt}
{\\large\\color{accent}${tex(r.headline)}}\\par\\vspace{6pt}
{\\small ${contacts(r)
    .map((c) => c.text)
    .join(sep)}}\\par\\vspace{4pt}`;
}

export const timeline: Grammar = {
  id: 'latex-timeline',
  producer: 'latex',
  description:
    'timeline: start/end years in a left column, a vertical rule with a TikZ dot per entry, the entry to the right',
  render(r, rng) {
    const mark = rng.pick(['\\textbullet', '\\textendash', '$\\circ$']);
    const sep = rng.pick([', ', ' | ', ' \\textperiodcentered{} ']);
    const pre = preamble({
      engine: 'pdflatex',
      size: rng.pick([10, 11] as const),
      paper: paperOf(r),
      geometry: `margin=${rng.pick(['1.6cm', '1.8cm', '2cm'])}`,
      font: rng.pick(['helvet', 'lmodern-sans', 'lmodern'] as const),
      accent: rng.pick(ACCENTS),
      extra: EXTRA,
    });
    const heading = (title: string) =>
      `\\par\\vspace{12pt}{\\Large\\bfseries\\color{accent}${title}}\\par\\vspace{7pt}`;
    const body = [
      header(r, rng),
      ...sectionKinds(r).map((k) => `${heading(headingOf(r, k))}\n${section(r, k, mark, sep)}`),
    ];
    return latexSource(pre, body.join('\n'), 'pdflatex');
  },
};
