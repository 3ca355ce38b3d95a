/** -ms: bold section headings, the company with its dates at a right tab, bullets as .IP paragraphs. */
import type { Grammar } from '../../grammar';
import type { GenResume } from '../../model';
import type { Rng } from '../../random';
import {
  contactLines,
  esc,
  FAMILIES,
  NO_DASH_BREAKS,
  pageWidth,
  paperLine,
  pickPaper,
  projectLine,
  type SectionKey,
  sectionOrder,
  skillLine,
  unbroken,
} from './common';

interface Style {
  bullet: string;
  projectSep: string;
}

/** A filled line with left text and right text at the right margin. */
// A literal tab character: troff's \t escape does not move to a tab stop here.
const tabbed = (left: string, right: string) => (right ? `${left}\t${right}` : left);

function section(resume: GenResume, key: SectionKey, s: Style): string[] {
  const bullets = (items: string[]) => items.flatMap((b) => [`.IP ${s.bullet} 2n`, esc(b)]);
  switch (key) {
    case 'summary':
      return ['.LP', esc(resume.summary ?? '')];
    case 'experience':
      return resume.jobs.flatMap((j) => [
        '.LP',
        '.ta \\n(.lu-\\n(.iuR',
        tabbed(`\\fB${esc(j.company)}\\fP`, unbroken(j.period.text)),
        '.br',
        tabbed(`\\fI${esc(j.title)}\\fP`, j.place ? `\\fI${esc(j.place)}\\fP` : ''),
        ...(j.companyNote ? ['.br', `\\s-1${esc(j.companyNote)}\\s0`] : []),
        ...bullets(j.bullets),
      ]);
    case 'education':
      return resume.schools.flatMap((e) => [
        '.LP',
        '.ta \\n(.lu-\\n(.iuR',
        tabbed(`\\fB${esc(e.institution)}\\fP`, unbroken(e.period.text)),
        ...(e.degree || e.place
          ? ['.br', tabbed(e.degree ? `\\fI${esc(e.degree)}\\fP` : '', e.place ? esc(e.place) : '')]
          : []),
        ...e.details.flatMap((d) => ['.br', esc(d)]),
      ]);
    case 'skills':
      return resume.skills
        .filter((g) => g.items.length > 0)
        .flatMap((g) => ['.LP', skillLine(g.label, g.items)]);
    case 'projects':
      return resume.projects.flatMap((p) => ['.LP', projectLine(p.name, p.description, s.projectSep)]);
    case 'certifications':
      return bullets(resume.certifications);
    case 'languages':
      return ['.LP', esc(resume.languages.join(', '))];
  }
}

function preamble(rng: Rng, width: number): string[] {
  const margin = rng.pick([0.75, 0.9, 1]);
  return [
    `.nr PS ${rng.pick([10, 10, 11])}`,
    '.nr VS \\n(PS+2',
    '.nr PD 0.35v',
    `.nr PO ${margin}i`,
    `.nr LL ${(width - 2 * margin).toFixed(2)}i`,
    '.nr HM 0.8i',
    '.nr FM 0.8i',
    // No hyphenation: a field split over two lines is no longer the field.
    '.nr HY 0',
    NO_DASH_BREAKS,
    `.ds FAM ${rng.pick(FAMILIES)}`,
    '.ds CH',
    ...(rng.chance(0.5) ? ['.ds CF Page %'] : []),
  ];
}

export const groffMsTabs: Grammar = {
  id: 'groff-ms-tabs',
  producer: 'groff',
  description:
    '-ms: bold headings, company bold with the dates at a right tab, title italic with the place, .IP bullets',
  render(resume, rng) {
    const paper = pickPaper(rng);
    const s: Style = {
      bullet: rng.pick(['\\[bu]', '\\[en]', '\\[bu]']),
      projectSep: rng.pick([' \\[en] ', ': ']),
    };
    const sep = rng.pick([' | ', ' \\[bu] ', ' \\[pc] ', '  \\(em  ']);
    const head = [
      '.LP',
      '.ce',
      `\\s+8\\fB${esc(`${resume.firstName} ${resume.lastName}`)}\\fP\\s0`,
      '.sp 0.4v',
      ...contactLines(resume, sep).flatMap((line) => ['.ce', line]),
    ];
    const body = sectionOrder(resume).flatMap((key) => [
      '.SH',
      esc(resume.headings[key]),
      ...section(resume, key, s),
    ]);
    const source = [paperLine(paper), ...preamble(rng, pageWidth(paper)), ...head, ...body, ''].join('\n');
    return { producer: 'groff', source, macros: 'ms' };
  },
};
