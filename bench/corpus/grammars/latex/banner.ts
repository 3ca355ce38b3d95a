/** Headings as full-width coloured banners with white text; company and dates on one line, title under it. */
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
  projectLine,
  type SectionKind,
  sectionKinds,
  skillLines,
  tex,
} from './shared';

function section(r: GenResume, kind: SectionKind, mark: string, sep: string): string {
  const list = (items: string[]) => itemize(items, `label=${mark},leftmargin=1.3em,topsep=2pt`);
  switch (kind) {
    case 'summary':
      return `${tex(r.summary ?? '')}\\par`;
    case 'experience':
      return r.jobs
        .map((j) => {
          const company = `\\textbf{${tex(j.company)}}${j.place ? `${sep}${tex(j.place)}` : ''}`;
          const note = j.companyNote ? `\\\\\n{\\small\\color{black!60}${tex(j.companyNote)}}` : '';
          return `${company} \\hspace*{\\fill}\\mbox{\\textbf{${tex(j.period.text)}}}\\\\\n{\\color{accent}\\itshape ${tex(j.title)}}${note}\n${list(j.bullets.map(tex))}\\par\\vspace{7pt}`;
        })
        .join('\n');
    case 'education':
      return r.schools
        .map((s) => {
          const school = `\\textbf{${tex(s.institution)}}${s.place ? `${sep}${tex(s.place)}` : ''}`;
          const degree = s.degree ? `\\\\\n{\\color{accent}\\itshape ${tex(s.degree)}}` : '';
          return `${school} \\hspace*{\\fill}\\mbox{\\textbf{${tex(s.period.text)}}}${degree}\n${list(s.details.map(tex))}\\par\\vspace{7pt}`;
        })
        .join('\n');
    case 'skills':
      return list(skillLines(r, (l) => `\\textbf{${l}:} `));
    case 'projects':
      return list(r.projects.map((p) => projectLine(p, ': ')));
    case 'certifications':
      return list(r.certifications.map(tex));
    case 'languages':
      return list(r.languages.map(tex));
  }
}

function header(r: GenResume, rng: Rng): string {
  const sep = rng.pick([' \\textperiodcentered{} ', ' \\textbar{} ', '\\quad ']);
  const centred = rng.chance(0.5);
  const name = rng.chance(0.5) ? capsName(r) : tex(`${r.firstName} ${r.lastName}`);
  const lines = `\\fit{\\fontsize{28}{32}\\selectfont\\bfseries\\color{accent}${name}}\\\\[5pt]
{\\large ${tex(r.headline)}}\\\\[6pt]
{\\small ${contacts(r)
    .map((c) => c.text)
    .join(sep)}}`;
  return centred ? `\\begin{center}${lines}\\end{center}` : `${lines}\\par\\vspace{6pt}`;
}

export const banner: Grammar = {
  id: 'latex-banner',
  producer: 'latex',
  description:
    'headings as full-width coloured banners with white text; company and dates on one line, title under it',
  render(r, rng) {
    const shape = rng.pick(['\\Large', '\\large']);
    const extra = `\\newcommand{\\sect}[1]{\\par\\vspace{10pt}\\noindent\\colorbox{accent}{\\parbox{\\dimexpr\\linewidth-2\\fboxsep}{\\color{white}${shape}\\bfseries\\strut #1}}\\par\\vspace{6pt}}`;
    const pre = preamble({
      engine: 'pdflatex',
      size: rng.pick([10, 11] as const),
      paper: paperOf(r),
      geometry: `margin=${rng.pick(['1.5cm', '1.8cm', '0.7in'])}`,
      font: rng.pick(['helvet', 'avant', 'lmodern-sans'] as const),
      accent: rng.pick(ACCENTS),
      extra,
    });
    const mark = rng.pick(['\\textbullet', '\\textendash', '$\\triangleright$']);
    const sep = rng.pick([', ', ' | ', ' -- ']);
    const body = [
      header(r, rng),
      ...sectionKinds(r).map((k) => `\\sect{${headingOf(r, k)}}\n${section(r, k, mark, sep)}`),
    ];
    return latexSource(pre, body.join('\n'), 'pdflatex');
  },
};
