/** The most common Word resume: company in bold with the dates at a right tab, title in italics under it. */
import { AlignmentType, Paragraph } from 'docx';
import type { Grammar } from '../../grammar';
import type { GenResume } from '../../model';
import type { Rng } from '../../random';
import {
  bottomRule,
  bullet,
  contacts,
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
  tabLine,
  toSource,
} from './common';

interface Style {
  look: Look;
  extras: ExtrasStyle;
  centred: boolean;
  capsHeadings: boolean;
  ruled: boolean;
}

function header(resume: GenResume, s: Style, rng: Rng): Paragraph[] {
  const alignment = s.centred ? AlignmentType.CENTER : AlignmentType.LEFT;
  const out = [
    new Paragraph({
      alignment,
      children: [
        run(`${resume.firstName} ${resume.lastName}`, {
          bold: true,
          size: rng.pick([32, 36, 40]),
          color: s.look.accent,
        }),
      ],
    }),
  ];
  if (rng.chance(0.5))
    out.push(new Paragraph({ alignment, children: [run(resume.headline, { italics: true })] }));
  out.push(
    new Paragraph({
      alignment,
      spacing: { before: 60, after: 120 },
      border: s.ruled ? bottomRule(s.look) : undefined,
      children: [run(contacts(resume).map(keep).join(s.look.sep), { size: s.look.size - 2 })],
    }),
  );
  return out;
}

function heading(text: string, s: Style): Paragraph {
  return new Paragraph({
    spacing: { before: 200, after: 80 },
    keepNext: true,
    border: s.ruled ? undefined : bottomRule(s.look, 4),
    children: [
      run(text, { bold: true, allCaps: s.capsHeadings, color: s.look.accent, size: s.look.size + 2 }),
    ],
  });
}

function experience(resume: GenResume, s: Style): Paragraph[] {
  return resume.jobs.flatMap((job, i) => [
    tabLine(s.look, [run(job.company, { bold: true })], [run(job.period.text)], { before: i > 0 ? 120 : 0 }),
    tabLine(
      s.look,
      [run(job.title, { italics: true })],
      job.place ? [run(job.place, { italics: true })] : [],
    ),
    ...(job.companyNote
      ? [
          new Paragraph({
            keepNext: true,
            children: [run(job.companyNote, { italics: true, color: '595959', size: s.look.size - 2 })],
          }),
        ]
      : []),
    ...job.bullets.map((b) => bullet(b)),
  ]);
}

function education(resume: GenResume, s: Style): Paragraph[] {
  return resume.schools.flatMap((school, i) => {
    const second = school.degree
      ? [
          tabLine(
            s.look,
            [run(school.degree, { italics: true })],
            school.place ? [run(school.place, { italics: true })] : [],
          ),
        ]
      : school.place
        ? [tabLine(s.look, [run(school.place, { italics: true })], [])]
        : [];
    return [
      tabLine(s.look, [run(school.institution, { bold: true })], [run(school.period.text)], {
        before: i > 0 ? 100 : 0,
      }),
      ...second,
      ...school.details.map((d) => new Paragraph({ children: [run(d)] })),
    ];
  });
}

function section(resume: GenResume, key: SectionKey, s: Style): Paragraph[] {
  switch (key) {
    case 'summary':
      return [new Paragraph({ children: [run(resume.summary ?? '')] })];
    case 'experience':
      return experience(resume, s);
    case 'education':
      return education(resume, s);
    default:
      return extrasBody(resume, key, s.extras);
  }
}

export const docxTabDates: Grammar = {
  id: 'docx-tab-dates',
  producer: 'docx',
  description:
    'company bold with the dates at a right tab stop, title italic under it with the place at the tab',
  render(resume, rng) {
    const s: Style = {
      look: pickLook(rng),
      extras: pickExtras(rng),
      centred: rng.chance(0.6),
      capsHeadings: rng.chance(0.6),
      ruled: rng.chance(0.4),
    };
    const body = sectionOrder(resume).flatMap((key) => [
      heading(resume.headings[key], s),
      ...section(resume, key, s),
    ]);
    return toSource(documentOf(s.look, [...header(resume, s, rng), ...body]));
  },
};
