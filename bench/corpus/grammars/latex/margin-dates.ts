/** moderncv-like: dates in a fixed left margin column, the entry to its right. */
import type { Grammar } from '../../grammar';
import type { GenResume } from '../../model';
import type { Rng } from '../../random';
import {
  ACCENTS,
  contacts,
  headingOf,
  itemize,
  latexSource,
  paperOf,
  periodLines,
  preamble,
  projectLine,
  type SectionKind,
  sectionKinds,
  tex,
} from './shared';

// The hint column (moderncv's name) is sized at \\begin{document}, once geometry has set the text width;
// \\leavevmode gives an empty hint its width (an empty minipage has none).
const EXTRA = `\\newlength{\\hintw}\\newlength{\\bodyw}
\\AtBeginDocument{\\setlength{\\hintw}{0.19\\linewidth}\\setlength{\\bodyw}{\\dimexpr\\linewidth-\\hintw-1.2em\\relax}}
\\newcommand{\\cvrow}[2]{\\noindent\\begin{minipage}[t]{\\hintw}\\raggedleft\\small\\color{gray}\\leavevmode #1\\end{minipage}\\hspace{1.2em}\\begin{minipage}[t]{\\bodyw}\\raggedright #2\\end{minipage}\\par\\vspace{5pt}}
\\newcommand{\\cvsection}[1]{\\par\\vspace{8pt}\\noindent{\\color{accent}\\rule[0.2ex]{\\hintw}{0.9ex}}\\hspace{1.2em}{\\color{accent}\\Large #1}\\par\\vspace{6pt}}
`;

const BULLETS = 'label=\\textbullet,leftmargin=1.2em,topsep=2pt';

function jobText(j: GenResume['jobs'][number], oneLine: boolean): string {
  const place = j.place ? `, ${tex(j.place)}` : '';
  const head = oneLine
    ? `\\textbf{${tex(j.title)}}, \\textit{${tex(j.company)}}${place}`
    : `\\textbf{${tex(j.title)}}\\\\\n\\textit{${tex(j.company)}}${place}`;
  const note = j.companyNote ? `\\\\\n{\\small ${tex(j.companyNote)}}` : '';
  return `${head}${note}\n${itemize(j.bullets.map(tex), BULLETS)}`;
}

function schoolText(s: GenResume['schools'][number], oneLine: boolean): string {
  const place = s.place ? `, ${tex(s.place)}` : '';
  const head = s.degree
    ? `\\textbf{${tex(s.degree)}}${oneLine ? ', ' : '\\\\\n'}\\textit{${tex(s.institution)}}${place}`
    : `\\textbf{${tex(s.institution)}}${place}`;
  const details = s.details.map((d) => `\\\\\n{\\small ${tex(d)}}`).join('');
  return head + details;
}

function section(r: GenResume, kind: SectionKind, oneLine: boolean): string {
  const dates = (p: GenResume['jobs'][number]['period']) => periodLines(p, 16).join('\\\\');
  switch (kind) {
    case 'summary':
      return `\\cvrow{}{${tex(r.summary ?? '')}}`;
    case 'experience':
      return r.jobs.map((j) => `\\cvrow{${dates(j.period)}}{${jobText(j, oneLine)}}`).join('\n');
    case 'education':
      return r.schools.map((s) => `\\cvrow{${dates(s.period)}}{${schoolText(s, oneLine)}}`).join('\n');
    case 'skills':
      return r.skills
        .filter((g) => g.items.length > 0)
        .map((g) => `\\cvrow{${g.label ? tex(g.label) : ''}}{${g.items.map(tex).join(', ')}}`)
        .join('\n');
    case 'projects':
      return r.projects.map((p) => `\\cvrow{}{${projectLine(p, ': ')}}`).join('\n');
    case 'certifications':
      return r.certifications.map((c) => `\\cvrow{}{${tex(c)}}`).join('\n');
    case 'languages':
      return `\\cvrow{}{${r.languages.map(tex).join(', ')}}`;
  }
}

function header(r: GenResume, rng: Rng): string {
  const name = `\\fit{\\fontsize{30}{34}\\selectfont\\color{accent}${tex(r.firstName)} \\textbf{${tex(r.lastName)}}}`;
  const headline = `{\\large\\itshape\\color{gray}${tex(r.headline)}}`;
  const items = contacts(r).map((c) => c.text);
  if (rng.chance(0.5)) {
    // Classic: contacts stacked at the top right, beside the name.
    return `\\noindent\\begin{minipage}[b]{0.55\\linewidth}${name}\\\\[6pt]${headline}\\end{minipage}\\hfill
\\begin{minipage}[b]{0.43\\linewidth}\\raggedleft\\small ${items.join('\\\\\n')}\\end{minipage}\\par\\vspace{10pt}\n`;
  }
  return `${name}\\\\[6pt]${headline}\\\\[8pt]{\\small ${items.join(' \\textbullet{} ')}}\\par\\vspace{10pt}\n`;
}

export const marginDates: Grammar = {
  id: 'latex-margin-dates',
  producer: 'latex',
  description:
    'moderncv-like: dates in a fixed left margin column, "Title, Company, City" (or title over company) to the right',
  render(r, rng) {
    const oneLine = rng.chance(0.5);
    const pre = preamble({
      engine: 'pdflatex',
      size: rng.pick([10, 11] as const),
      paper: paperOf(r),
      geometry: `hmargin=${rng.pick(['1.8cm', '2cm', '2.2cm'])},vmargin=${rng.pick(['1.8cm', '2.2cm'])}`,
      font: rng.pick(['lmodern-sans', 'lmodern-sans', 'lmodern'] as const),
      accent: rng.pick(ACCENTS),
      extra: EXTRA,
    });
    const body = [
      header(r, rng),
      ...sectionKinds(r).map((k) => `\\cvsection{${headingOf(r, k)}}\n${section(r, k, oneLine)}`),
    ];
    return latexSource(pre, body.join('\n'), 'pdflatex');
  },
};
