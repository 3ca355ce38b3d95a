/** -ms with hanging indents: the dates open each entry at the margin, "Title, Company" hangs beside them. */
import type { Grammar } from '../../grammar';
import type { GenResume } from '../../model';
import {
  arg,
  contactLines,
  ems,
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
} from './common';

interface Style {
  /** The hanging indent, in ems: wide enough for the longest date. */
  hang: number;
  bullet: string;
  projectSep: string;
}

const bullets = (items: string[], s: Style) =>
  items.length === 0 ? [] : ['.RS', ...items.flatMap((b) => [`.IP ${s.bullet} 2n`, esc(b)]), '.RE'];

function section(resume: GenResume, key: SectionKey, s: Style): string[] {
  const hang = `${s.hang.toFixed(1)}m`;
  switch (key) {
    case 'summary':
      return ['.LP', esc(resume.summary ?? '')];
    case 'experience':
      return resume.jobs.flatMap((j) => [
        `.IP ${arg(j.period.text)} ${hang}`,
        `\\fB${esc(j.title)}\\fP, ${esc(j.company)}`,
        ...(j.place ? ['.br', `\\fI${esc(j.place)}\\fP`] : []),
        ...(j.companyNote ? ['.br', esc(j.companyNote)] : []),
        ...bullets(j.bullets, s),
      ]);
    case 'education':
      return resume.schools.flatMap((e) => [
        `.IP ${arg(e.period.text)} ${hang}`,
        e.degree ? `\\fB${esc(e.degree)}\\fP, ${esc(e.institution)}` : `\\fB${esc(e.institution)}\\fP`,
        ...(e.place ? ['.br', `\\fI${esc(e.place)}\\fP`] : []),
        ...e.details.flatMap((d) => ['.br', esc(d)]),
      ]);
    case 'skills':
      return resume.skills
        .filter((g) => g.items.length > 0)
        .flatMap((g) => [`.IP "" ${hang}`, skillLine(g.label, g.items)]);
    case 'projects':
      return resume.projects.flatMap((p) => [
        `.IP "" ${hang}`,
        projectLine(p.name, p.description, s.projectSep),
      ]);
    case 'certifications':
      return resume.certifications.flatMap((c) => [`.IP "" ${hang}`, esc(c)]);
    case 'languages':
      return [`.IP "" ${hang}`, esc(resume.languages.join(', '))];
  }
}

export const groffMsIndented: Grammar = {
  id: 'groff-ms-indented',
  producer: 'groff',
  description:
    '-ms hanging indents: dates first at the margin, then "Title, Company", bullets indented deeper',
  render(resume, rng) {
    const paper = pickPaper(rng);
    const longest = Math.max(...[...resume.jobs, ...resume.schools].map((e) => ems(e.period.text)));
    const s: Style = {
      hang: Math.min(14, Math.max(rng.pick([9, 10, 11]), longest + 1.5)),
      bullet: rng.pick(['\\[bu]', '\\[en]']),
      projectSep: rng.pick([' \\[en] ', ': ']),
    };
    const margin = rng.pick([0.8, 1]);
    const sep = rng.pick([' \\[bu] ', ' | ', ' \\(em ']);
    const lines = [
      paperLine(paper),
      `.nr PS ${rng.pick([10, 11])}`,
      '.nr VS \\n(PS+3',
      '.nr PD 0.25v',
      `.nr PO ${margin}i`,
      `.nr LL ${(pageWidth(paper) - 2 * margin).toFixed(2)}i`,
      '.nr HM 0.8i',
      '.nr HY 0',
      NO_DASH_BREAKS,
      `.ds FAM ${rng.pick(FAMILIES)}`,
      '.LP',
      `\\s+6\\fB${esc(`${resume.firstName} ${resume.lastName}`)}\\fP\\s0`,
      ...(rng.chance(0.5) ? ['.br', `\\fI${esc(resume.headline)}\\fP`] : []),
      ...contactLines(resume, sep).flatMap((line) => ['.br', line]),
      ...sectionOrder(resume).flatMap((key) => [
        '.SH',
        esc(resume.headings[key]),
        ...section(resume, key, s),
      ]),
      '',
    ];
    return { producer: 'groff', source: lines.join('\n'), macros: 'ms' };
  },
};
