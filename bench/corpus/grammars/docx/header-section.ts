/** The name and contacts live in the Word page header; entries read "Title, Company (dates)". */
import { AlignmentType, Footer, Header, PageNumber, Paragraph, TextRun } from 'docx';
import type { Grammar } from '../../grammar';
import type { GenResume, Job, School } from '../../model';
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
  toSource,
} from './common';

interface Style {
  look: Look;
  extras: ExtrasStyle;
  /** The summary printed under its heading, or as an unlabelled opening paragraph. */
  summaryHeading: boolean;
}

function header(resume: GenResume, s: Style, rng: Rng): Header {
  const centred = rng.chance(0.5);
  const alignment = centred ? AlignmentType.CENTER : AlignmentType.LEFT;
  const items = contacts(resume).map(keep);
  // Left-aligned headers often put the contacts on two lines.
  const lines = centred
    ? [items.join(s.look.sep)]
    : [items.slice(0, 2).join(s.look.sep), items.slice(2).join(s.look.sep)].filter((l) => l);
  return new Header({
    children: [
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
      ...lines.map(
        (line, i) =>
          new Paragraph({
            alignment,
            border: i === lines.length - 1 ? bottomRule(s.look, 6) : undefined,
            spacing: { after: i === lines.length - 1 ? 120 : 0 },
            children: [run(line, { size: s.look.size - 2 })],
          }),
      ),
    ],
  });
}

const place = (text: string, s: Style) =>
  new Paragraph({
    keepNext: true,
    children: [run(text, { italics: true, color: '595959', size: s.look.size - 1 })],
  });

function job(j: Job, s: Style, first: boolean): Paragraph[] {
  return [
    new Paragraph({
      spacing: { before: first ? 0 : 140 },
      keepNext: true,
      children: [run(j.title, { bold: true }), run(`, ${j.company} (${keep(j.period.text)})`)],
    }),
    ...(j.place ? [place(j.place, s)] : []),
    ...(j.companyNote
      ? [new Paragraph({ keepNext: true, children: [run(j.companyNote, { size: s.look.size - 1 })] })]
      : []),
    ...j.bullets.map((b) => bullet(b)),
  ];
}

function school(e: School, s: Style, first: boolean): Paragraph[] {
  const lead = e.degree
    ? [run(e.degree, { bold: true }), run(`, ${e.institution} (${keep(e.period.text)})`)]
    : [run(e.institution, { bold: true }), run(` (${keep(e.period.text)})`)];
  return [
    new Paragraph({ spacing: { before: first ? 0 : 100 }, keepNext: true, children: lead }),
    ...(e.place ? [place(e.place, s)] : []),
    ...e.details.map((d) => new Paragraph({ children: [run(d)] })),
  ];
}

function section(resume: GenResume, key: SectionKey, s: Style): Paragraph[] {
  switch (key) {
    case 'summary':
      return [new Paragraph({ spacing: { after: 60 }, children: [run(resume.summary ?? '')] })];
    case 'experience':
      return resume.jobs.flatMap((j, i) => job(j, s, i === 0));
    case 'education':
      return resume.schools.flatMap((e, i) => school(e, s, i === 0));
    default:
      return extrasBody(resume, key, s.extras);
  }
}

export const docxHeaderSection: Grammar = {
  id: 'docx-header-section',
  producer: 'docx',
  description:
    'name and contacts in the Word page header, the body opens with the summary; entries "Title, Company (dates)"',
  render(resume, rng) {
    const s: Style = { look: pickLook(rng), extras: pickExtras(rng), summaryHeading: rng.chance(0.5) };
    const body = sectionOrder(resume).flatMap((key) => {
      const title =
        key === 'summary' && !s.summaryHeading
          ? []
          : [
              new Paragraph({
                spacing: { before: 200, after: 80 },
                keepNext: true,
                children: [
                  run(resume.headings[key], { bold: true, size: s.look.size + 4, color: s.look.accent }),
                ],
              }),
            ];
      return [...title, ...section(resume, key, s)];
    });
    const footer = rng.chance(0.4)
      ? new Footer({
          children: [
            new Paragraph({
              alignment: AlignmentType.CENTER,
              children: [new TextRun({ children: [PageNumber.CURRENT], size: s.look.size - 4 })],
            }),
          ],
        })
      : undefined;
    return toSource(
      documentOf(s.look, body, {
        headers: { default: header(resume, s, rng) },
        footers: footer ? { default: footer } : undefined,
      }),
    );
  },
};
