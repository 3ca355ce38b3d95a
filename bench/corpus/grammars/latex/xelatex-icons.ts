/** xelatex with a system font: an icon before each contact item, a placeholder photo at the top right, dates under the place. */
import type { Grammar } from '../../grammar';
import type { GenResume } from '../../model';
import type { Rng } from '../../random';
import {
  ACCENTS,
  type ContactKind,
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

/** Unicode symbols DejaVu Sans has, so the icons read back as characters rather than as nothing. */
const ICON_SETS: Record<ContactKind, string>[] = [
  { email: '✉', phone: '☎', location: '⌂', url: '⊕' },
  { email: '✉', phone: '✆', location: '⚑', url: '➚' },
  { email: '✉', phone: '☏', location: '⌂', url: '♁' },
];

const FONTS = [
  '\\setmainfont{DejaVu Sans}',
  '\\setmainfont{DejaVu Serif}\n\\setsansfont{DejaVu Sans}',
  '\\setmainfont{Liberation Sans}',
  '\\setmainfont{Liberation Serif}',
  '\\setmainfont{Carlito}',
];

/** A grey silhouette in a circle or a rectangle where the photo goes. */
function photo(rng: Rng): string {
  const round = rng.chance(0.5);
  const frame = round
    ? '\\fill[black!18] (0,0) circle (1.45cm);'
    : '\\fill[black!18] (-1.2cm,-1.5cm) rectangle (1.2cm,1.5cm);';
  const clip = round ? '\\clip (0,0) circle (1.45cm);' : '\\clip (-1.2cm,-1.5cm) rectangle (1.2cm,1.5cm);';
  return `\\begin{tikzpicture}${frame}\\begin{scope}${clip}\\fill[black!35] (0,0.35) circle (0.55cm);\\fill[black!35] (0,-1.6) ellipse (1.05cm and 1.1cm);\\end{scope}\\end{tikzpicture}`;
}

function header(r: GenResume, rng: Rng): string {
  const icons = rng.pick(ICON_SETS);
  const items = contacts(r).map((c) => `{\\iconfont\\color{accent}${icons[c.kind]}}\\hspace{0.5em}${c.text}`);
  return `\\noindent\\begin{minipage}[c]{0.7\\linewidth}
\\fit{\\fontsize{26}{30}\\selectfont\\bfseries ${fullName(r)}}\\\\[4pt]
{\\large\\color{accent}${tex(r.headline)}}\\\\[8pt]
{\\small ${items.join('\\\\[2pt]\n')}}
\\end{minipage}\\hfill\\begin{minipage}[c]{0.26\\linewidth}\\raggedleft ${photo(rng)}\\end{minipage}\\par\\vspace{6pt}`;
}

/** An entry's head: what and where on the left, the place with the dates under it on the right. */
const entryHead = (left: string, place: string, dates: string) =>
  `\\noindent\\begin{minipage}[t]{0.68\\linewidth}\\raggedright ${left}\\end{minipage}\\hfill\\begin{minipage}[t]{0.3\\linewidth}\\raggedleft\\small ${place ? `${place}\\\\\n` : ''}{\\color{accent}${dates}}\\end{minipage}\\par`;

function section(r: GenResume, kind: SectionKind, mark: string): string {
  const list = (items: string[]) => itemize(items, `label=${mark},leftmargin=1.2em,topsep=3pt`);
  switch (kind) {
    case 'summary':
      return `${tex(r.summary ?? '')}\\par`;
    case 'experience':
      return r.jobs
        .map((j) => {
          const note = j.companyNote ? `\\\\\n{\\small\\itshape ${tex(j.companyNote)}}` : '';
          const left = `{\\bfseries ${tex(j.title)}}\\\\\n{\\color{accent!80!black}${tex(j.company)}}${note}`;
          return `${entryHead(left, tex(j.place), tex(j.period.text))}\n${list(j.bullets.map(tex))}\\vspace{7pt}`;
        })
        .join('\n');
    case 'education':
      return r.schools
        .map((s) => {
          const left = s.degree
            ? `{\\bfseries ${tex(s.degree)}}\\\\\n${tex(s.institution)}`
            : `{\\bfseries ${tex(s.institution)}}`;
          return `${entryHead(left, tex(s.place), tex(s.period.text))}\n${list(s.details.map(tex))}\\vspace{6pt}`;
        })
        .join('\n');
    case 'skills':
      return `${skillLines(r, (l) => `{\\bfseries ${l}:} `).join('\\\\[2pt]\n')}\\par`;
    case 'projects':
      return list(r.projects.map((p) => projectLine(p, ' — ')));
    case 'certifications':
      return list(r.certifications.map(tex));
    case 'languages':
      return `${r.languages.map(tex).join(' · ')}\\par`;
  }
}

export const xelatexIcons: Grammar = {
  id: 'latex-xelatex-icons',
  producer: 'latex',
  description:
    'xelatex with a system font: icons before each contact item, a placeholder photo top right, dates under the place at the right',
  render(r, rng) {
    const pre = preamble({
      engine: 'xelatex',
      size: rng.pick([10, 11] as const),
      paper: paperOf(r),
      geometry: `margin=${rng.pick(['1.6cm', '1.8cm', '2cm'])}`,
      font: `${rng.pick(FONTS)}\n\\newfontfamily\\iconfont{DejaVu Sans}`,
      accent: rng.pick(ACCENTS),
      extra: '\\usepackage{tikz}',
    });
    const mark = rng.pick(['•', '–', '▪', '›']);
    const heading = (kind: SectionKind) =>
      `\\par\\vspace{9pt}{\\large\\bfseries\\color{accent}${headingOf(r, kind)}}\\par\\vspace{2pt}{\\color{accent!50}\\hrule height 0.6pt}\\vspace{6pt}`;
    const body = [header(r, rng), ...sectionKinds(r).map((k) => `${heading(k)}\n${section(r, k, mark)}`)];
    return latexSource(pre, body.join('\n'), 'xelatex');
  },
};
