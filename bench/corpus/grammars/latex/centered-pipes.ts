/** Centred header (name in capitals, one contact line joined by " | "); "Title at Company" with dates right, place under. */
import type { Grammar } from '../../grammar';
import type { GenResume } from '../../model';
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

function section(r: GenResume, kind: SectionKind, mark: string, joiner: string): string {
  const list = (items: string[]) => itemize(items, `label=${mark},leftmargin=1.4em,topsep=1pt`);
  const placeLine = (place: string) => (place ? `\\\\\n{\\itshape ${tex(place)}}` : '');
  switch (kind) {
    case 'summary':
      return `${tex(r.summary ?? '')}\\par`;
    case 'experience':
      return r.jobs
        .map((j) => {
          const note = j.companyNote ? `\\\\\n{\\small ${tex(j.companyNote)}}` : '';
          return `\\textbf{${tex(j.title)}}${joiner}${tex(j.company)} \\hspace*{\\fill}\\mbox{${tex(j.period.text)}}${placeLine(j.place)}${note}\n${list(j.bullets.map(tex))}\\par\\vspace{5pt}`;
        })
        .join('\n');
    case 'education':
      return r.schools
        .map((s) => {
          const lead = s.degree
            ? `\\textbf{${tex(s.degree)}} -- ${tex(s.institution)}`
            : `\\textbf{${tex(s.institution)}}`;
          return `${lead} \\hspace*{\\fill}\\mbox{${tex(s.period.text)}}${placeLine(s.place)}\n${list(s.details.map(tex))}\\par\\vspace{5pt}`;
        })
        .join('\n');
    case 'skills':
      return `${skillLines(r, (l) => `\\textbf{${l}:} `).join('\\\\\n')}\\par`;
    case 'projects':
      return list(r.projects.map((p) => projectLine(p, ' -- ')));
    case 'certifications':
      return `${r.certifications.map(tex).join(' \\textbar{} ')}\\par`;
    case 'languages':
      return `${r.languages.map(tex).join(' \\textbar{} ')}\\par`;
  }
}

export const centeredPipes: Grammar = {
  id: 'latex-centered-pipes',
  producer: 'latex',
  description:
    'centred header, name in capitals, one contact line joined by " | "; "Title at Company" with dates right, place below',
  render(r, rng) {
    const centredHeadings = rng.chance(0.4);
    const extra = centredHeadings
      ? '\\newcommand{\\sect}[1]{\\par\\vspace{9pt}{\\centering\\bfseries\\MakeUppercase{#1}\\par}\\vspace{4pt}}'
      : '\\newcommand{\\sect}[1]{\\par\\vspace{9pt}{\\bfseries\\MakeUppercase{#1}}\\par\\vspace{1pt}\\hrule\\vspace{4pt}}';
    const pre = preamble({
      engine: 'pdflatex',
      size: rng.pick([10, 11] as const),
      paper: paperOf(r),
      geometry: `margin=${rng.pick(['0.7in', '0.8in', '1in', '2cm'])}`,
      font: rng.pick(['times', 'times', 'newcent', 'lmodern'] as const),
      accent: rng.pick(ACCENTS),
      extra,
    });
    // "at" is English; other languages join title and company with a dash or a comma.
    const joiner = r.lang === 'en' ? rng.pick([' at ', ' -- ', ', ']) : rng.pick([' -- ', ', ']);
    const mark = rng.pick(['\\textbullet', '--']);
    const header = `\\begin{center}\\fit{\\LARGE\\bfseries ${capsName(r)}}\\\\[5pt]
${contacts(r)
  .map((c) => c.text)
  .join(' \\textbar{} ')}\\end{center}`;
    const body = [
      header,
      ...sectionKinds(r).map((k) => `\\sect{${headingOf(r, k)}}\n${section(r, k, mark, joiner)}`),
    ];
    return latexSource(pre, body.join('\n'), 'pdflatex');
  },
};
