/** Small-caps headings over full-width rules; bold title with dates at the right, italic company under it. */
import type { Grammar } from '../../grammar';
import type { GenResume } from '../../model';
import type { Rng } from '../../random';
import {
  ACCENTS,
  contacts,
  fullName,
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

function section(r: GenResume, kind: SectionKind, mark: string, placeRight: boolean): string {
  const list = (items: string[]) => itemize(items, `label=${mark},leftmargin=1.5em,topsep=2pt`);
  const second = (org: string, place: string) =>
    place
      ? placeRight
        ? `\\textit{${org}} \\hspace*{\\fill}\\mbox{${place}}`
        : `\\textit{${org}}, ${place}`
      : `\\textit{${org}}`;
  switch (kind) {
    case 'summary':
      return `${tex(r.summary ?? '')}\\par`;
    case 'experience':
      return r.jobs
        .map((j) => {
          const note = j.companyNote ? `\\\\\n{\\small ${tex(j.companyNote)}}` : '';
          return `\\textbf{${tex(j.title)}} \\hspace*{\\fill}\\mbox{${tex(j.period.text)}}\\\\\n${second(tex(j.company), tex(j.place))}${note}\n${list(j.bullets.map(tex))}\\par\\vspace{6pt}`;
        })
        .join('\n');
    case 'education':
      return r.schools
        .map((s) => {
          const first = s.degree ? `\\textbf{${tex(s.degree)}}` : `\\textbf{${tex(s.institution)}}`;
          const under = s.degree
            ? `\\\\\n${second(tex(s.institution), tex(s.place))}`
            : s.place
              ? `\\\\\n${tex(s.place)}`
              : '';
          return `${first} \\hspace*{\\fill}\\mbox{${tex(s.period.text)}}${under}\n${list(s.details.map(tex))}\\par\\vspace{6pt}`;
        })
        .join('\n');
    case 'skills':
      return `${skillLines(r, (l) => `\\textsc{${l}}: `).join('\\\\\n')}\\par`;
    case 'projects':
      return list(r.projects.map((p) => projectLine(p, ' -- ', '\\textit')));
    case 'certifications':
      return list(r.certifications.map(tex));
    case 'languages':
      return `${r.languages.map(tex).join('; ')}\\par`;
  }
}

function header(r: GenResume, rng: Rng): string {
  const items = contacts(r).map((c) => c.text);
  if (rng.chance(0.5)) {
    return `\\noindent\\begin{minipage}[b]{0.56\\linewidth}\\fit{\\fontsize{26}{30}\\selectfont\\scshape ${fullName(r)}}\\\\[4pt]{\\large\\itshape ${tex(r.headline)}}\\end{minipage}\\hfill
\\begin{minipage}[b]{0.42\\linewidth}\\raggedleft\\small ${items.join('\\\\\n')}\\end{minipage}\\par\\vspace{6pt}`;
  }
  return `\\begin{center}\\fit{\\fontsize{24}{28}\\selectfont\\scshape ${fullName(r)}}\\\\[6pt]${items.join(' \\,\\textperiodcentered\\, ')}\\end{center}`;
}

export const smallcapsRules: Grammar = {
  id: 'latex-smallcaps-rules',
  producer: 'latex',
  description:
    'small-caps headings over full-width rules; bold title with dates right, italic company on the next line',
  render(r, rng) {
    const colour = rng.chance(0.5) ? 'accent' : 'black';
    const extra = `\\newcommand{\\sect}[1]{\\par\\vspace{10pt}{\\color{${colour}}\\Large\\scshape #1}\\par\\vspace{1pt}{\\color{${colour}}\\hrule height ${rng.pick(['0.4pt', '0.8pt'])}}\\vspace{6pt}}`;
    const pre = preamble({
      engine: 'pdflatex',
      size: rng.pick([10, 11] as const),
      paper: paperOf(r),
      geometry: `margin=${rng.pick(['0.8in', '1in', '2cm', '2.5cm'])}`,
      // Only fonts with true small caps: faked ones read back as "W ORK E XPERIENCE".
      font: rng.pick(['palatino', 'palatino', 'lmodern'] as const),
      accent: rng.pick(ACCENTS),
      extra,
    });
    const mark = rng.pick(['\\textbullet', '--', '\\textbullet']);
    const placeRight = rng.chance(0.5);
    const body = [
      header(r, rng),
      ...sectionKinds(r).map((k) => `\\sect{${headingOf(r, k)}}\n${section(r, k, mark, placeRight)}`),
    ];
    return latexSource(pre, body.join('\n'), 'pdflatex');
  },
};
