/** Europass-like: a right-aligned grey label column (section labels, dates), the content to the right of a rule. */
import type { Grammar } from '../../grammar';
import type { GenResume, Lang } from '../../model';
import {
  fullName,
  headingOf,
  itemize,
  latexSource,
  periodLines,
  preamble,
  projectLine,
  type SectionKind,
  sectionKinds,
  tex,
} from './shared';

const LABELS: Record<Lang, { personal: string; address: string; phone: string; email: string; web: string }> =
  {
    en: {
      personal: 'Personal information',
      address: 'Address',
      phone: 'Telephone',
      email: 'E-mail',
      web: 'Website',
    },
    fr: {
      personal: 'Informations personnelles',
      address: 'Adresse',
      phone: 'Téléphone',
      email: 'Courriel',
      web: 'Site web',
    },
    de: {
      personal: 'Angaben zur Person',
      address: 'Adresse',
      phone: 'Telefon',
      email: 'E-Mail',
      web: 'Webseite',
    },
    es: {
      personal: 'Información personal',
      address: 'Dirección',
      phone: 'Teléfono',
      email: 'Correo electrónico',
      web: 'Sitio web',
    },
  };

// Widths are set at \begin{document}, once geometry has set the text width; the rule between the
// columns is drawn on every page at the same place. \leavevmode gives an empty label its width.
const EXTRA = `\\usepackage{eso-pic}
\\newlength{\\labw}\\newlength{\\contw}\\newlength{\\rulex}
\\AtBeginDocument{\\setlength{\\labw}{0.3\\linewidth}\\setlength{\\contw}{\\dimexpr\\linewidth-\\labw-18pt\\relax}\\setlength{\\rulex}{\\dimexpr1in+\\hoffset+\\oddsidemargin+\\labw+9pt\\relax}}
\\AddToShipoutPictureBG{\\AtPageLowerLeft{\\hspace*{\\rulex}\\raisebox{1.6cm}{\\color{black!35}\\rule{0.4pt}{\\dimexpr\\paperheight-3.2cm\\relax}}}}
\\newcommand{\\erow}[2]{\\noindent\\begin{minipage}[t]{\\labw}\\raggedleft\\small\\color{black!60}\\leavevmode #1\\end{minipage}\\hspace{18pt}\\begin{minipage}[t]{\\contw}\\raggedright #2\\end{minipage}\\par\\vspace{5pt}}
\\newcommand{\\esect}[1]{\\par\\vspace{10pt}\\erow{\\normalsize\\color{accent}\\MakeUppercase{#1}}{\\color{accent}\\rule[0.5ex]{\\contw}{0.6pt}}\\vspace{2pt}}
`;

function section(r: GenResume, kind: SectionKind): string {
  const list = (items: string[]) => itemize(items, 'label=\\textbullet,leftmargin=1.2em,topsep=2pt');
  const dates = (p: GenResume['jobs'][number]['period']) => periodLines(p, 26).join('\\\\');
  switch (kind) {
    case 'summary':
      return `\\erow{}{${tex(r.summary ?? '')}}`;
    case 'experience':
      return r.jobs
        .map((j) => {
          const employer = `${tex(j.company)}${j.place ? `, ${tex(j.place)}` : ''}`;
          const note = j.companyNote ? `\\\\\n{\\small\\color{black!60}${tex(j.companyNote)}}` : '';
          return `\\erow{${dates(j.period)}}{{\\large ${tex(j.title)}}\\\\\n${employer}${note}\n${list(j.bullets.map(tex))}}`;
        })
        .join('\n');
    case 'education':
      return r.schools
        .map((s) => {
          const lead = s.degree
            ? `{\\large ${tex(s.degree)}}\\\\\n${tex(s.institution)}`
            : `{\\large ${tex(s.institution)}}`;
          const place = s.place ? `, ${tex(s.place)}` : '';
          return `\\erow{${dates(s.period)}}{${lead}${place}\n${list(s.details.map(tex))}}`;
        })
        .join('\n');
    case 'skills':
      return r.skills
        .filter((g) => g.items.length > 0)
        .map((g) => `\\erow{${g.label ? tex(g.label) : ''}}{${g.items.map(tex).join(', ')}}`)
        .join('\n');
    case 'projects':
      return r.projects.map((p) => `\\erow{}{${projectLine(p, ': ', '\\textit')}}`).join('\n');
    case 'certifications':
      return `\\erow{}{${list(r.certifications.map(tex))}}`;
    case 'languages':
      return `\\erow{}{${r.languages.map(tex).join('\\\\\n')}}`;
  }
}

function personal(r: GenResume): string {
  const l = LABELS[r.lang];
  const rows = [
    `\\erow{${l.address}}{${tex(r.location)}}`,
    r.phone ? `\\erow{${l.phone}}{${tex(r.phone)}}` : '',
    `\\erow{${l.email}}{${tex(r.email)}}`,
    r.url ? `\\erow{${l.web}}{${tex(r.url)}}` : '',
  ];
  return `\\erow{\\Large\\color{accent}Curriculum Vitae}{}\\vspace{6pt}
\\esect{${l.personal}}
\\erow{}{\\fit{\\Large ${fullName(r)}}}\\vspace{3pt}
${rows.filter(Boolean).join('\n')}`;
}

export const europass: Grammar = {
  id: 'latex-europass',
  producer: 'latex',
  description:
    'Europass-like: right-aligned grey label column with section labels and dates, a rule, the content on the right',
  render(r, rng) {
    const pre = preamble({
      engine: 'pdflatex',
      size: rng.pick([10, 10, 11] as const),
      paper: 'a4paper',
      geometry: `hmargin=${rng.pick(['1.5cm', '1.8cm'])},vmargin=1.8cm`,
      font: rng.pick(['helvet', 'helvet', 'lmodern-sans'] as const),
      accent: rng.pick(['0E4194', '1F3A5F', '334155', '0B4F8A']),
      extra: EXTRA,
    });
    const body = [
      personal(r),
      ...sectionKinds(r).map((k) => `\\esect{${headingOf(r, k)}}\n${section(r, k)}`),
    ];
    return latexSource(pre, body.join('\n'), 'pdflatex');
  },
};
