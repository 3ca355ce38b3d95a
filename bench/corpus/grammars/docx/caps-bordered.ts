/** Capitals everywhere a heading is: a letter-spaced name, ruled capital section headings, "COMPANY — Place". */
import { AlignmentType, BorderStyle, Paragraph } from 'docx';
import type { Grammar } from '../../grammar';
import type { GenResume } from '../../model';
import type { Rng } from '../../random';
import {
  bullet,
  documentOf,
  type ExtrasStyle,
  extrasBody,
  keep,
  type Look,
  pickExtras,
  pickLook,
  run,
  type SectionKey,
  sectionOrder,
  toSource,
} from './common';

interface Style {
  look: Look;
  extras: ExtrasStyle;
  /** Between the company and its place, and the title and its dates. */
  dash: string;
  bar: string;
}

function header(resume: GenResume, s: Style, rng: Rng): Paragraph[] {
  const line1 = [resume.location, resume.phone]
    .filter((x): x is string => x !== null)
    .map(keep)
    .join(s.look.sep);
  const line2 = [resume.email, resume.url]
    .filter((x): x is string => x !== null)
    .map(keep)
    .join(s.look.sep);
  return [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 80 },
      children: [
        run(`${resume.firstName} ${resume.lastName}`, {
          allCaps: true,
          characterSpacing: rng.pick([10, 20, 30]),
          size: rng.pick([36, 40, 44]),
          bold: rng.chance(0.5),
        }),
      ],
    }),
    new Paragraph({ alignment: AlignmentType.CENTER, children: [run(line1, { size: s.look.size - 1 })] }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      spacing: { after: 80 },
      children: [run(line2, { size: s.look.size - 1 })],
    }),
  ];
}

function heading(text: string, s: Style): Paragraph {
  return new Paragraph({
    spacing: { before: 220, after: 100 },
    keepNext: true,
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: s.look.accent, space: 1 } },
    children: [run(text, { allCaps: true, bold: true, characterSpacing: 20, color: s.look.accent })],
  });
}

/** "COMPANY — Place" on one line, then "Title | dates". */
function entry(
  name: string,
  place: string,
  role: string | null,
  period: string,
  s: Style,
  first: boolean,
): Paragraph[] {
  const second = role ? [run(role, { italics: true }), run(`${s.bar}${period}`)] : [run(period)];
  return [
    new Paragraph({
      spacing: { before: first ? 0 : 160 },
      keepNext: true,
      children: [run(name, { allCaps: true, bold: true }), ...(place ? [run(`${s.dash}${place}`)] : [])],
    }),
    new Paragraph({ keepNext: true, spacing: { after: 40 }, children: second }),
  ];
}

function section(resume: GenResume, key: SectionKey, s: Style): Paragraph[] {
  switch (key) {
    case 'summary':
      return [new Paragraph({ alignment: AlignmentType.JUSTIFIED, children: [run(resume.summary ?? '')] })];
    case 'experience':
      return resume.jobs.flatMap((j, i) => [
        ...entry(j.company, j.place, j.title, keep(j.period.text), s, i === 0),
        ...(j.companyNote
          ? [new Paragraph({ children: [run(j.companyNote, { size: s.look.size - 2, color: '595959' })] })]
          : []),
        ...j.bullets.map((b) => bullet(b)),
      ]);
    case 'education':
      return resume.schools.flatMap((e, i) => [
        ...entry(e.institution, e.place, e.degree, keep(e.period.text), s, i === 0),
        ...e.details.map((d) => bullet(d)),
      ]);
    default:
      return extrasBody(resume, key, s.extras);
  }
}

export const docxCapsBordered: Grammar = {
  id: 'docx-caps-bordered',
  producer: 'docx',
  description:
    'letter-spaced capital name, contacts on two lines, capital section headings over a rule; "COMPANY — Place" then "Title | dates"',
  render(resume, rng) {
    const s: Style = {
      look: pickLook(rng),
      extras: pickExtras(rng),
      dash: rng.pick([' — ', ' – ', ', ']),
      bar: rng.pick([' | ', '  |  ', ' · ']),
    };
    const body = sectionOrder(resume).flatMap((key) => [
      heading(resume.headings[key], s),
      ...section(resume, key, s),
    ]);
    return toSource(documentOf(s.look, [...header(resume, s, rng), ...body]));
  },
};
