/** What the LaTeX grammars share: escaping, the preamble, section order and the common small blocks. */
import type { Source } from '../../grammar';
import type { GenResume, Lang, Period } from '../../model';
import { type SectionKind, sectionOrder } from '../../sections';

const SPECIAL: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '{': '\\{',
  '}': '\\}',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
  // TeX turns these into curly quotes, guillemets or ¡¿ ligatures: the printed text must stay as given.
  "'": '\\textquotesingle{}',
  '`': '\\textasciigrave{}',
  '<': '\\textless{}',
  '>': '\\textgreater{}',
  '"': '\\textquotedbl{}',
  '|': '\\textbar{}',
  // Characters pdflatex's utf8 input has no text glyph for.
  '≈': '\\ensuremath{\\approx}',
  '≥': '\\ensuremath{\\geq}',
  '≤': '\\ensuremath{\\leq}',
  '−': '\\ensuremath{-}',
  '\u202f': '\\,',
  '\u2009': '\\,',
  '\u00a0': '~',
};

/** Content text as LaTeX that prints it unchanged. */
export function tex(text: string): string {
  // "--" would become an en dash. Letters beyond Latin-1 (ć, ş, ł) go through \\lmglyph: PostScript
  // fonts build them from a letter and an accent that read back apart ("C" + U+0301); Latin Modern has them whole.
  return text
    .replace(/[\\&%$#_{}~^'`<>"|≈≥≤−\u202f\u2009\u00a0]/g, (c) => SPECIAL[c]!)
    .replace(/-(?=-)/g, '-{}')
    .replace(/[\u0100-\u024f]/g, (c) => `\\lmglyph{${c}}`);
}

export const fullName = (r: GenResume) => tex(`${r.firstName} ${r.lastName}`);

/** The name in capitals, unless that changes letters beyond their case (ß becomes SS, ı becomes I). */
export function capsName(r: GenResume): string {
  const name = `${r.firstName} ${r.lastName}`;
  const upper = name.toUpperCase();
  return upper.toLowerCase() === name.toLowerCase() ? tex(upper) : tex(name);
}

/** US and Canadian resumes are printed on letter paper ("Denver, CO", "Toronto, ON"), the rest on A4. */
export function paperOf(r: GenResume): 'letterpaper' | 'a4paper' {
  return r.lang === 'en' && /, [A-Z]{2}$/.test(r.location) && !/, (UK|WA)$/.test(r.location)
    ? 'letterpaper'
    : 'a4paper';
}

export { hasSection, type SectionKind } from '../../sections';

/** The sections the resume has, in the order it prints them. */
export const sectionKinds = (r: GenResume): SectionKind[] => sectionOrder(r);

export function headingOf(r: GenResume, kind: SectionKind): string {
  return tex(r.headings[kind]);
}

/** Labels that are not in the resume's headings but that templates print. */
export const CONTACT: Record<Lang, string> = { en: 'Contact', fr: 'Contact', de: 'Kontakt', es: 'Contacto' };

export type ContactKind = 'email' | 'phone' | 'location' | 'url';

/** The contact items the resume has, escaped. */
export function contacts(r: GenResume): { kind: ContactKind; text: string }[] {
  const items: { kind: ContactKind; text: string }[] = [{ kind: 'email', text: tex(r.email) }];
  if (r.phone) items.push({ kind: 'phone', text: tex(r.phone) });
  items.push({ kind: 'location', text: tex(r.location) });
  if (r.url) items.push({ kind: 'url', text: tex(r.url) });
  return items;
}

/**
 * A period for a narrow column: whole when short, else the start and the end on two lines (the
 * end alone carries "Present"), so a wrap never falls inside a date.
 */
export function periodLines(p: Period, maxChars: number): string[] {
  if (p.text.length <= maxChars || !p.startText || p.startText === p.endText) return [tex(p.text)];
  return [`${tex(p.startText)} --`, tex(p.endText)];
}

/** Each skill group as one line: "Label: a, b, c" (the label in `labelStyle`), or the plain list. */
export function skillLines(r: GenResume, labelStyle: (label: string) => string, joiner = ', '): string[] {
  return r.skills
    .filter((g) => g.items.length > 0)
    .map((g) => {
      const items = g.items.map(tex).join(joiner);
      return g.label ? `${labelStyle(tex(g.label))}${items}` : items;
    });
}

/** A project as "Name — description" (or with a colon). */
export const projectLine = (p: { name: string; description: string }, sep: string, nameStyle = '\\textbf') =>
  `${nameStyle}{${tex(p.name)}}${sep}${tex(p.description)}`;

export function itemize(items: string[], options: string): string {
  if (items.length === 0) return '';
  return `\\begin{itemize}[${options}]\n${items.map((i) => `  \\item ${i}`).join('\n')}\n\\end{itemize}\n`;
}

export const ACCENTS = [
  '1F3A5F',
  '0F5E6E',
  '7A1F2B',
  '2E5E3E',
  '334155',
  '1D4ED8',
  '5B2A86',
  '8A4B12',
  '0B4F8A',
  '444444',
];

export type PdfFont =
  | 'lmodern'
  | 'lmodern-sans'
  | 'times'
  | 'palatino'
  | 'helvet'
  | 'charter'
  | 'bookman'
  | 'utopia'
  | 'newcent'
  | 'avant';

const FONT_PACKAGES: Record<PdfFont, string> = {
  lmodern: '\\usepackage{lmodern}',
  'lmodern-sans': '\\usepackage{lmodern}\n\\renewcommand{\\familydefault}{\\sfdefault}',
  times: '\\usepackage{mathptmx}',
  palatino: '\\usepackage[sc]{mathpazo}\n\\linespread{1.05}',
  helvet:
    '\\usepackage{lmodern}\n\\usepackage[scaled=0.95]{helvet}\n\\renewcommand{\\familydefault}{\\sfdefault}',
  charter: '\\usepackage{charter}',
  bookman: '\\usepackage{bookman}',
  utopia: '\\usepackage{utopia}',
  newcent: '\\usepackage{newcent}',
  avant: '\\usepackage{lmodern}\n\\usepackage{avant}\n\\renewcommand{\\familydefault}{\\sfdefault}',
};

/** Latin Modern's ² and ³ read back as 2 and 3 ("m²" as "m2"): Times' read back whole. */
const LM_SUPERIORS = `
\\DeclareUnicodeCharacter{00B2}{{\\fontfamily{ptm}\\selectfont\\texttwosuperior}}
\\DeclareUnicodeCharacter{00B3}{{\\fontfamily{ptm}\\selectfont\\textthreesuperior}}`;

export interface PreambleOptions {
  engine: 'pdflatex' | 'xelatex';
  size: 10 | 11;
  paper: 'letterpaper' | 'a4paper';
  /** geometry's options besides the paper, e.g. "margin=2cm". */
  geometry: string;
  /** A pdflatex font, or for xelatex the fontspec lines. */
  font: PdfFont | string;
  accent: string;
  /** Packages and definitions of the grammar. */
  extra: string;
}

export function preamble(o: PreambleOptions): string {
  const sans = ['helvet', 'avant', 'lmodern-sans'].includes(o.font);
  // Most PostScript fonts draw € as a "C" that reads back as one: Latin Modern's reads back as €.
  // xelatex: some system fonts map ";" to the Greek question mark; ActualText keeps the typed characters.
  const fonts =
    o.engine === 'pdflatex'
      ? `\\usepackage[T1]{fontenc}\n\\usepackage[utf8]{inputenc}\n\\usepackage{textcomp}\n${FONT_PACKAGES[o.font as PdfFont] ?? o.font}
\\DeclareRobustCommand{\\lmglyph}[1]{{\\fontfamily{${sans ? 'lmss' : 'lmr'}}\\selectfont #1}}
\\DeclareUnicodeCharacter{20AC}{\\lmglyph{\\texteuro}}${o.font.startsWith('lmodern') ? LM_SUPERIORS : ''}`
      : `\\usepackage{fontspec}\n\\XeTeXgenerateactualtext=1\n\\newcommand{\\lmglyph}[1]{#1}\n${o.font}`;
  return `\\documentclass[${o.size}pt,${o.paper}]{article}
${fonts}
\\usepackage[${o.paper},${o.geometry}]{geometry}
\\usepackage{xcolor}
\\usepackage{enumitem}
\\usepackage{graphicx}
\\definecolor{accent}{HTML}{${o.accent}}
\\pagestyle{empty}
\\setlength{\\parindent}{0pt}
% No hyphenation: a field split over two lines would not read back whole.
\\hyphenpenalty=10000
\\exhyphenpenalty=10000
\\emergencystretch=3em
\\setlist{nosep}
% A box as wide as its content, shrunk to the line when longer (long e-mails and URLs in narrow columns).
\\newsavebox{\\fitbox}
\\newcommand{\\fit}[1]{\\sbox{\\fitbox}{#1}\\ifdim\\wd\\fitbox>\\linewidth\\resizebox{\\linewidth}{!}{\\usebox{\\fitbox}}\\else\\usebox{\\fitbox}\\fi}
${o.extra}
`;
}

export function latexSource(pre: string, body: string, engine: 'pdflatex' | 'xelatex'): Source {
  return {
    producer: 'latex',
    engine,
    tex: `${pre}\\begin{document}\n\\raggedright\n${body}\n\\end{document}\n`,
  };
}

/**
 * paracol columns with a coloured band behind the sidebar, from the paper's edge to the middle of
 * the column gap, on every page. `ratio` is the sidebar's share of the text width.
 */
export function sidebarExtra(side: 'left' | 'right', ratio: number, columnsep: string): string {
  const main = (1 - ratio).toFixed(3);
  const r = ratio.toFixed(3);
  const origin = '\\dimexpr 1in+\\hoffset+\\oddsidemargin\\relax';
  const band =
    side === 'left'
      ? `\\setlength{\\sidex}{0pt}\\setlength{\\sidew}{${origin}}\\addtolength{\\sidew}{${r}\\textwidth}\\addtolength{\\sidew}{${(0.5 - ratio).toFixed(3)}\\columnsep}`
      : `\\setlength{\\sidex}{${origin}}\\addtolength{\\sidex}{${main}\\textwidth}\\addtolength{\\sidex}{${(0.5 - (1 - ratio)).toFixed(3)}\\columnsep}\\setlength{\\sidew}{\\dimexpr\\paperwidth-\\sidex\\relax}`;
  return `\\usepackage{paracol}
\\usepackage{eso-pic}
\\setlength{\\columnsep}{${columnsep}}
\\columnratio{${side === 'left' ? `${r},${main}` : `${main},${r}`}}
\\newlength{\\sidex}\\newlength{\\sidew}
\\AddToShipoutPictureBG{\\AtPageLowerLeft{${band}\\hspace*{\\sidex}{\\color{side}\\rule{\\sidew}{\\paperheight}}}}
`;
}
