/** Two equal columns over the page (paracol): experience flows on the left, the rest on the right. */
import type { Grammar } from '../../grammar';
import type { GenResume } from '../../model';
import type { Rng } from '../../random';
import {
  ACCENTS,
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
  skillLines,
  tex,
} from './shared';

function section(r: GenResume, kind: SectionKind, mark: string): string {
  const list = (items: string[]) => itemize(items, `label=${mark},leftmargin=1.1em,topsep=2pt`);
  switch (kind) {
    case 'summary':
      return `${tex(r.summary ?? '')}\\par`;
    case 'experience':
      return r.jobs
        .map((j) => {
          const place = j.place ? `\\\\\n{\\small ${tex(j.place)}}` : '';
          const note = j.companyNote ? `\\\\\n{\\small\\itshape ${tex(j.companyNote)}}` : '';
          return `{\\bfseries ${tex(j.title)}}\\\\\n${tex(j.company)}\\\\\n{\\small\\color{accent}${tex(j.period.text)}}${place}${note}\n${list(j.bullets.map(tex))}\\par\\vspace{8pt}`;
        })
        .join('\n');
    case 'education':
      return r.schools
        .map((s) => {
          const lead = s.degree
            ? `{\\bfseries ${tex(s.degree)}}\\\\\n${tex(s.institution)}`
            : `{\\bfseries ${tex(s.institution)}}`;
          const place = s.place ? ` \\textperiodcentered{} ${tex(s.place)}` : '';
          return `${lead}\\\\\n{\\small\\color{accent}${tex(s.period.text)}}{\\small${place}}\n${list(s.details.map(tex))}\\par\\vspace{6pt}`;
        })
        .join('\n');
    case 'skills':
      return `${skillLines(r, (l) => `\\textbf{${l}:} `).join('\\\\[3pt]\n')}\\par`;
    case 'projects':
      return r.projects.map((p) => `${projectLine(p, '\\\\\n')}\\par\\vspace{3pt}`).join('\n');
    case 'certifications':
      return list(r.certifications.map(tex));
    case 'languages':
      return list(r.languages.map(tex));
  }
}

function header(r: GenResume, rng: Rng): string {
  const items = contacts(r).map((c) => c.text);
  if (rng.chance(0.5)) {
    return `\\fit{\\fontsize{24}{28}\\selectfont\\bfseries ${fullName(r)}}\\par\\vspace{3pt}{\\large\\color{accent}${tex(r.headline)}}\\par\\vspace{4pt}{\\small ${items.join(' \\textbar{} ')}}\\par`;
  }
  return `\\noindent\\begin{minipage}[b]{0.58\\linewidth}\\fit{\\fontsize{24}{28}\\selectfont\\bfseries ${fullName(r)}}\\\\[4pt]{\\large\\color{accent}${tex(r.headline)}}\\end{minipage}\\hfill
\\begin{minipage}[b]{0.4\\linewidth}\\raggedleft\\small ${items.join('\\\\\n')}\\end{minipage}\\par`;
}

export const twocolEqual: Grammar = {
  id: 'latex-twocol-equal',
  producer: 'latex',
  description:
    'header across the top, then two equal columns: experience flowing on the left, education, skills and the rest on the right',
  render(r, rng) {
    const pre = preamble({
      engine: 'pdflatex',
      size: rng.pick([10, 10, 11] as const),
      paper: paperOf(r),
      geometry: `margin=${rng.pick(['1.5cm', '1.7cm', '0.6in'])}`,
      font: rng.pick(['utopia', 'bookman', 'newcent', 'charter'] as const),
      accent: rng.pick(ACCENTS),
      extra: `\\usepackage{paracol}\n\\setlength{\\columnsep}{${rng.pick(['1cm', '1.2cm'])}}\n\\setlength{\\columnseprule}{${rng.pick(['0pt', '0.4pt'])}}`,
    });
    const mark = rng.pick(['\\textbullet', '--', '$\\circ$']);
    const heading = (kind: SectionKind) =>
      `\\par\\vspace{8pt}{\\large\\bfseries\\color{accent}\\MakeUppercase{${headingOf(r, kind)}}}\\par\\vspace{1pt}{\\color{accent}\\hrule}\\vspace{5pt}`;
    const block = (kind: SectionKind) =>
      hasSection(r, kind) ? `${heading(kind)}\n${section(r, kind, mark)}` : '';
    const left: SectionKind[] = r.educationFirst ? ['education', 'experience'] : ['experience'];
    const right: SectionKind[] = [
      ...(r.educationFirst ? [] : (['education'] as const)),
      'skills',
      'projects',
      'certifications',
      'languages',
    ];
    const body = `${header(r, rng)}
\\vspace{4pt}{\\color{accent}\\hrule height 1.2pt}\\vspace{4pt}
${block('summary')}
\\begin{paracol}{2}
${left.map(block).join('\n')}
\\switchcolumn
${right.map(block).join('\n')}
\\end{paracol}`;
    return latexSource(pre, body, 'pdflatex');
  },
};
