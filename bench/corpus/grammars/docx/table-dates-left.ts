/** A borderless two-column table per section, dates in the narrow left cell, the entry at the right. */
import { AlignmentType, Paragraph, Table, TableCell, TableRow, WidthType } from 'docx';
import type { Grammar } from '../../grammar';
import type { GenResume, Job, School } from '../../model';
import {
  bottomRule,
  bullet,
  contacts,
  documentOf,
  type ExtrasStyle,
  extrasBody,
  keep,
  type Look,
  NO_BORDERS,
  pickExtras,
  pickLook,
  run,
  type SectionKey,
  sectionOrder,
  textWidth,
  toSource,
} from './common';

interface Style {
  look: Look;
  extras: ExtrasStyle;
  /** Share of the width the date column takes. */
  left: number;
  /** Title first ("Nurse" then "Hospital, Place") or company first. */
  titleFirst: boolean;
  placeSep: string;
  greyDates: boolean;
}

/** Wide enough for the longest date on one line, as one drags the column in Word (dates that wrap read badly). */
function leftShare(resume: GenResume, look: Look, wanted: number): number {
  const longest = Math.max(...[...resume.jobs, ...resume.schools].map((e) => e.period.text.length));
  const needed = (longest * 5.6 * look.size + 200) / textWidth(look);
  return Math.min(0.36, Math.max(wanted, needed));
}

function row(s: Style, left: Paragraph[], right: Paragraph[]): TableRow {
  const width = textWidth(s.look);
  const l = Math.round(width * s.left);
  return new TableRow({
    children: [
      new TableCell({
        width: { size: l, type: WidthType.DXA },
        children: left.length > 0 ? left : [new Paragraph({})],
      }),
      new TableCell({ width: { size: width - l, type: WidthType.DXA }, children: right }),
    ],
  });
}

function table(s: Style, rows: TableRow[]): Table {
  const width = textWidth(s.look);
  const l = Math.round(width * s.left);
  return new Table({
    width: { size: width, type: WidthType.DXA },
    columnWidths: [l, width - l],
    borders: NO_BORDERS,
    margins: { top: 40, bottom: 80, left: 0, right: 100 },
    rows,
  });
}

const dates = (text: string, s: Style) =>
  new Paragraph({
    children: [run(text, { color: s.greyDates ? '595959' : undefined, size: s.look.size - 1 })],
  });

const withPlace = (name: string, place: string, s: Style) => (place ? `${name}${s.placeSep}${place}` : name);

function jobRow(job: Job, s: Style): TableRow {
  const [first, second] = s.titleFirst
    ? [run(job.title, { bold: true }), run(withPlace(job.company, job.place, s), { italics: true })]
    : [run(withPlace(job.company, job.place, s), { bold: true }), run(job.title, { italics: true })];
  const right = [
    new Paragraph({ children: [first] }),
    new Paragraph({ children: [second] }),
    ...(job.companyNote
      ? [new Paragraph({ children: [run(job.companyNote, { size: s.look.size - 2, color: '595959' })] })]
      : []),
    ...job.bullets.map((b) => bullet(b)),
  ];
  return row(s, [dates(job.period.text, s)], right);
}

function schoolRow(school: School, s: Style): TableRow {
  const right = [
    ...(school.degree ? [new Paragraph({ children: [run(school.degree, { bold: true })] })] : []),
    new Paragraph({
      children: [run(withPlace(school.institution, school.place, s), { bold: !school.degree })],
    }),
    ...school.details.map((d) => new Paragraph({ children: [run(d, { size: s.look.size - 1 })] })),
  ];
  return row(s, [dates(school.period.text, s)], right);
}

/** Skills in the same grid: the group label where the dates would be. */
function skillRows(resume: GenResume, s: Style): TableRow[] {
  return resume.skills
    .filter((g) => g.items.length > 0)
    .map((g) =>
      row(s, g.label ? [new Paragraph({ children: [run(g.label, { bold: true })] })] : [], [
        new Paragraph({ children: [run(g.items.join(', '))] }),
      ]),
    );
}

function section(resume: GenResume, key: SectionKey, s: Style): (Paragraph | Table)[] {
  switch (key) {
    case 'summary':
      return [new Paragraph({ children: [run(resume.summary ?? '')] })];
    case 'experience':
      return [
        table(
          s,
          resume.jobs.map((j) => jobRow(j, s)),
        ),
      ];
    case 'education':
      return [
        table(
          s,
          resume.schools.map((e) => schoolRow(e, s)),
        ),
      ];
    case 'skills':
      return [table(s, skillRows(resume, s))];
    default:
      return extrasBody(resume, key, s.extras);
  }
}

export const docxTableDatesLeft: Grammar = {
  id: 'docx-table-dates-left',
  producer: 'docx',
  description:
    'a borderless two-column table per section: dates in the left cell, the entry and its bullets at the right',
  render(resume, rng) {
    const look = pickLook(rng);
    const s: Style = {
      look,
      extras: pickExtras(rng),
      left: leftShare(resume, look, rng.pick([0.2, 0.22, 0.25])),
      titleFirst: rng.chance(0.6),
      placeSep: rng.pick([', ', ' | ', ' — ']),
      greyDates: rng.chance(0.5),
    };
    const alignment = rng.chance(0.5) ? AlignmentType.LEFT : AlignmentType.CENTER;
    const name = new Paragraph({
      alignment,
      children: [run(`${resume.firstName} ${resume.lastName}`, { bold: true, size: rng.pick([36, 40, 44]) })],
    });
    const headline = rng.chance(0.6)
      ? [new Paragraph({ alignment, children: [run(resume.headline, { size: s.look.size + 2 })] })]
      : [];
    const contact = new Paragraph({
      alignment,
      spacing: { before: 60, after: 120 },
      children: [run(contacts(resume).map(keep).join(s.look.sep), { size: s.look.size - 1 })],
    });
    const body = sectionOrder(resume).flatMap((key) => [
      new Paragraph({
        spacing: { before: 220, after: 80 },
        keepNext: true,
        border: bottomRule(s.look, 4),
        children: [
          run(resume.headings[key].toUpperCase(), { bold: true, color: s.look.accent, characterSpacing: 20 }),
        ],
      }),
      ...section(resume, key, s),
    ]);
    return toSource(documentOf(s.look, [name, ...headline, contact, ...body]));
  },
};
