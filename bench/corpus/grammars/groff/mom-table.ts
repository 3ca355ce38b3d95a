/**
 * -mom, laid out as a two-column table: mom's typesetting tabs put the dates in a narrow first
 * column and the entry beside them (.MCO/.MCR keep the two columns on one baseline).
 */
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
  unbroken,
} from './common';

interface Style {
  /** First column width, gap and second column width, in inches. */
  first: number;
  second: number;
  projectSep: string;
}

/** One row: `left` in the first column, `body` (troff lines) filled in the second. */
function row(left: string, body: string[]): string[] {
  return [
    '.MCO',
    '.TAB 1',
    left || '\\&',
    '.MCR',
    '.TAB 2',
    '.QUAD LEFT',
    ...body,
    '.MCX',
    '.TQ',
    '.SPACE .3v',
  ];
}

const list = (items: string[]) =>
  items.length === 0
    ? []
    : ['.LIST BULLET', '.SHIFT_LIST 0', ...items.flatMap((b) => ['.ITEM', esc(b)]), '.LIST OFF'];

function section(resume: GenResume, key: SectionKey, s: Style): string[] {
  switch (key) {
    case 'summary':
      return ['.PP', esc(resume.summary ?? '')];
    case 'experience':
      return resume.jobs.flatMap((j) =>
        row(unbroken(j.period.text), [
          `\\*[BD]${esc(j.title)}\\*[PREV]`,
          '.BR',
          j.place ? `${esc(j.company)} \\(em ${esc(j.place)}` : esc(j.company),
          ...(j.companyNote ? ['.BR', `\\*[IT]${esc(j.companyNote)}\\*[PREV]`] : []),
          ...list(j.bullets),
        ]),
      );
    case 'education':
      return resume.schools.flatMap((e) =>
        row(unbroken(e.period.text), [
          `\\*[BD]${esc(e.degree ?? e.institution)}\\*[PREV]`,
          ...(e.degree ? ['.BR', esc(e.institution)] : []),
          ...(e.place ? ['.BR', esc(e.place)] : []),
          ...e.details.flatMap((d) => ['.BR', esc(d)]),
        ]),
      );
    case 'skills':
      return resume.skills
        .filter((g) => g.items.length > 0)
        .flatMap((g) => row(g.label ? `\\*[BD]${esc(g.label)}\\*[PREV]` : '', [skillLine(null, g.items)]));
    case 'projects':
      return resume.projects.flatMap((p) => ['.PP', projectLine(p.name, p.description, s.projectSep)]);
    case 'certifications':
      return ['.PP', ...list(resume.certifications)];
    case 'languages':
      return ['.PP', esc(resume.languages.join(', '))];
  }
}

export const groffMomTable: Grammar = {
  id: 'groff-mom-or-table',
  producer: 'groff',
  description:
    '-mom with a two-column table layout: dates in the first column, the entry and its bullets in the second',
  render(resume, rng) {
    const paper = pickPaper(rng);
    const margin = rng.pick([0.75, 0.9, 1]);
    const line = pageWidth(paper) - 2 * margin;
    const size = rng.pick([10, 10.5, 11]);
    // The first column fits the longest date, as one sizes a table column to its widest cell.
    const longest = Math.max(...[...resume.jobs, ...resume.schools].map((e) => ems(e.period.text)));
    const first = Math.min(2.4, Math.max(rng.pick([1.3, 1.4, 1.5]), (longest * size) / 72 + 0.1));
    const s: Style = { first, second: line - first - 0.15, projectSep: rng.pick([' \\(en ', ': ']) };
    const sep = rng.pick([' \\(bu ', ' | ', '  \\(em  ']);
    const lines = [
      paperLine(paper),
      '.PRINTSTYLE TYPESET',
      `.PAPER ${paper === 'a4' ? 'A4' : 'LETTER'}`,
      `.L_MARGIN ${margin}i`,
      `.R_MARGIN ${margin}i`,
      '.T_MARGIN 0.8i',
      '.B_MARGIN 0.8i',
      `.FAMILY ${rng.pick(FAMILIES)}`,
      `.PT_SIZE ${size}`,
      `.LS ${size + 2.5}`,
      // No hyphenation: a field split over two lines is no longer the field.
      '.HY OFF',
      NO_DASH_BREAKS,
      '.QUAD LEFT',
      '.HEADERS OFF',
      rng.chance(0.5) ? '.PAGINATE OFF' : '.PAGINATE',
      '.START',
      `.TAB_SET 1 0 ${s.first}i L`,
      `.TAB_SET 2 ${(s.first + 0.15).toFixed(2)}i ${s.second.toFixed(2)}i L`,
      '.CENTER',
      `\\*[BD]\\s+8${esc(`${resume.firstName} ${resume.lastName}`)}\\s0\\*[PREV]`,
      ...contactLines(resume, sep).flatMap((line) => ['.BR', line]),
      '.QUAD LEFT',
      ...sectionOrder(resume).flatMap((key) => [
        `.HEADING 1 ${arg(resume.headings[key])}`,
        ...section(resume, key, s),
      ]),
      '',
    ];
    return { producer: 'groff', source: lines.join('\n'), macros: 'mom' };
  },
};
