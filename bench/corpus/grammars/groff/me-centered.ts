/** -me: a centred name and contacts, underlined section headings, title and company on separate lines, dates right. */
import type { Grammar } from '../../grammar';
import type { GenResume } from '../../model';
import {
  arg,
  contacts,
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

// A literal tab character: troff's \t escape does not move to a tab stop here.
const right = (left: string, text: string) => (text ? `${left}\t${text}` : left);

function section(resume: GenResume, key: SectionKey, s: Style): string[] {
  const bullets = (items: string[]) => items.flatMap((b) => [`.ip ${s.bullet} 3n`, esc(b)]);
  switch (key) {
    case 'summary':
      return ['.lp', esc(resume.summary ?? '')];
    case 'experience':
      return resume.jobs.flatMap((j) => [
        '.lp',
        '.ta \\n(.lu-\\n(.iuR',
        right(`\\fB${esc(j.title)}\\fP`, unbroken(j.period.text)),
        '.br',
        right(esc(j.company), j.place ? `\\fI${esc(j.place)}\\fP` : ''),
        ...(j.companyNote ? ['.br', `\\fI${esc(j.companyNote)}\\fP`] : []),
        ...bullets(j.bullets),
      ]);
    case 'education':
      return resume.schools.flatMap((e) => [
        '.lp',
        '.ta \\n(.lu-\\n(.iuR',
        right(`\\fB${esc(e.degree ?? e.institution)}\\fP`, unbroken(e.period.text)),
        ...(e.degree || e.place
          ? ['.br', right(e.degree ? esc(e.institution) : '', e.place ? `\\fI${esc(e.place)}\\fP` : '')]
          : []),
        ...e.details.flatMap((d) => ['.br', esc(d)]),
      ]);
    case 'skills':
      return resume.skills
        .filter((g) => g.items.length > 0)
        .flatMap((g) => ['.lp', skillLine(g.label, g.items)]);
    case 'projects':
      return resume.projects.flatMap((p) => ['.lp', projectLine(p.name, p.description, s.projectSep)]);
    case 'certifications':
      return bullets(resume.certifications);
    case 'languages':
      return ['.lp', esc(resume.languages.join(' \\(bu '))];
  }
}

export const groffMeCentered: Grammar = {
  id: 'groff-me-centered',
  producer: 'groff',
  description:
    '-me: centred name and contacts, underlined headings, title then company on separate lines, dates at the right',
  render(resume, rng) {
    const paper = pickPaper(rng);
    const s: Style = {
      bullet: rng.pick(['\\(bu', '\\(en', '\\(bu']),
      projectSep: rng.pick([' \\(en ', ': ']),
    };
    const margin = rng.pick([0.8, 1]);
    const items = contacts(resume).map(unbroken);
    // Two centred contact lines when there are many, as people do to keep them short.
    const contactLines =
      items.length > 3
        ? [items.slice(0, 2).join(' \\(bu '), items.slice(2).join(' \\(bu ')]
        : [items.join(' \\(bu ')];
    const size = rng.pick([10, 11]);
    const lines = [
      paperLine(paper),
      `.nr pp ${size}`,
      `.nr sp ${size}`,
      `.nr tp ${size}`,
      '.nr ps 0.3v',
      `.po ${margin}i`,
      `.ll ${(pageWidth(paper) - 2 * margin).toFixed(2)}i`,
      `.lt ${(pageWidth(paper) - 2 * margin).toFixed(2)}i`,
      // No hyphenation: a field split over two lines is no longer the field.
      '.nh',
      NO_DASH_BREAKS,
      `.fam ${rng.pick(FAMILIES)}`,
      '.lp',
      `.ce ${contactLines.length + 1}`,
      `\\s+8\\fB${esc(`${resume.firstName} ${resume.lastName}`)}\\fP\\s0`,
      ...contactLines,
      ...sectionOrder(resume).flatMap((key) => [
        '.sp 0.6v',
        '.lp',
        `.u ${arg(resume.headings[key])}`,
        ...section(resume, key, s),
      ]),
      '',
    ];
    return { producer: 'groff', source: lines.join('\n'), macros: 'me' };
  },
};
