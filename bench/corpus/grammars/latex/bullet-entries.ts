/** One column; each entry a bullet "Company …… City" / "Title …… Dates", achievements as ◦ sub-bullets. */
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

const SUB = 'label=\\textopenbullet,leftmargin=1.3em,topsep=1pt';

function entry(
  fill: string,
  lead: string,
  place: string,
  second: string,
  dates: string,
  note: string,
  subs: string[],
): string {
  const first = place ? `${lead} ${fill} \\mbox{${place}}` : lead;
  const under = second ? `${second} ${fill} \\mbox{${dates}}` : `\\hspace*{\\fill}\\mbox{${dates}}`;
  const noteLine = note ? `\\\\\n{\\small\\itshape ${note}}` : '';
  return `\\item ${first}\\\\\n${under}${noteLine}\n${itemize(subs, SUB)}`;
}

function section(r: GenResume, kind: SectionKind, fill: string): string {
  const outer = (items: string[]) =>
    `\\begin{itemize}[label=\\textbullet,leftmargin=1.1em,itemsep=5pt]\n${items.join('\n')}\n\\end{itemize}\n`;
  switch (kind) {
    case 'summary':
      return `${tex(r.summary ?? '')}\n`;
    case 'experience':
      return outer(
        r.jobs.map((j) =>
          entry(
            fill,
            `\\textbf{${tex(j.company)}}`,
            tex(j.place),
            `\\textit{${tex(j.title)}}`,
            tex(j.period.text),
            tex(j.companyNote),
            j.bullets.map(tex),
          ),
        ),
      );
    case 'education':
      return outer(
        r.schools.map((s) =>
          s.degree === null && !s.place
            ? `\\item \\textbf{${tex(s.institution)}} ${fill} \\mbox{${tex(s.period.text)}}\n${itemize(s.details.map(tex), SUB)}`
            : entry(
                fill,
                `\\textbf{${tex(s.institution)}}`,
                tex(s.place),
                s.degree ? `\\textit{${tex(s.degree)}}` : '',
                tex(s.period.text),
                '',
                s.details.map(tex),
              ),
        ),
      );
    case 'skills':
      return itemize(
        skillLines(r, (l) => `\\textbf{${l}:} `),
        'label=\\textbullet,leftmargin=1.1em',
      );
    case 'projects':
      return itemize(
        r.projects.map((p) => projectLine(p, ': ')),
        'label=\\textbullet,leftmargin=1.1em',
      );
    case 'certifications':
      return itemize(r.certifications.map(tex), 'label=\\textbullet,leftmargin=1.1em');
    case 'languages':
      return `${r.languages.map(tex).join(', ')}\n`;
  }
}

function header(r: GenResume, rng: Rng): string {
  const sep = rng.pick([' \\textbullet{} ', ' \\textbar{} ', ' \\quad ']);
  const headline = rng.chance(0.5) ? `{\\large ${tex(r.headline)}}\\\\[3pt]\n` : '';
  return `\\begin{center}
\\fit{\\LARGE\\bfseries ${fullName(r)}}\\\\[4pt]
${headline}${contacts(r)
  .map((c) => c.text)
  .join(sep)}
\\end{center}
`;
}

export const bulletEntries: Grammar = {
  id: 'latex-bullet-entries',
  producer: 'latex',
  description:
    'one column; every entry a bullet "Company …… City" then "Title …… Dates", achievements as ◦ sub-bullets',
  render(r, rng) {
    const fill = rng.chance(0.5) ? '\\dotfill' : '\\hspace*{\\fill}';
    const ruleColour = rng.chance(0.5) ? 'black' : 'accent';
    const extra = `\\newcommand{\\sect}[1]{\\par\\vspace{9pt}{\\large\\bfseries #1}\\par\\vspace{1pt}{\\color{${ruleColour}}\\hrule height 0.6pt}\\vspace{5pt}}`;
    const pre = preamble({
      engine: 'pdflatex',
      size: rng.pick([10, 11] as const),
      paper: paperOf(r),
      geometry: `margin=${rng.pick(['0.75in', '2cm', '1in', '1.8cm'])}`,
      font: rng.pick(['lmodern', 'charter', 'times'] as const),
      accent: rng.pick(ACCENTS),
      extra,
    });
    const body = [
      header(r, rng),
      ...sectionKinds(r).map((k) => `\\sect{${headingOf(r, k)}}\n${section(r, k, fill)}`),
    ];
    return latexSource(pre, body.join('\n'), 'pdflatex');
  },
};
