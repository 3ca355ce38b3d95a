/** Word's own styles: the name in Title, sections in Heading 1, entries in Heading 2, bullets from the list button. */
import { BorderStyle, HeadingLevel, type IStylesOptions, Paragraph } from 'docx';
import type { Grammar } from '../../grammar';
import type { GenResume, Job, School } from '../../model';
import type { Rng } from '../../random';
import {
  bullet,
  contacts,
  documentOf,
  keep,
  type Look,
  pickLook,
  projectSep,
  run,
  SANS,
  type SectionKey,
  sectionOrder,
  toSource,
} from './common';

interface Style {
  look: Look;
  /** Between title and company in the entry heading. */
  entrySep: string;
  /** Between place and dates on the line under it. */
  metaSep: string;
  projectSep: string;
}

/** The heading styles of Word's default and "Office" themes, with one resume's colour and fonts. */
function styles(look: Look, rng: Rng): IStylesOptions {
  const headingFont = rng.pick(['Calibri Light', 'Calibri', 'Cambria', look.font]);
  const colour = look.accent === '000000' ? '2F5496' : look.accent;
  return {
    default: {
      title: {
        run: { font: headingFont, size: rng.pick([48, 52, 56]), color: rng.chance(0.5) ? '000000' : colour },
        paragraph: {
          spacing: { after: 80 },
          border: rng.chance(0.5)
            ? { bottom: { style: BorderStyle.SINGLE, size: 8, color: colour, space: 4 } }
            : undefined,
        },
      },
      heading1: {
        run: { font: headingFont, size: 32, color: colour, bold: false },
        paragraph: { spacing: { before: 240, after: 60 }, keepNext: true },
      },
      heading2: {
        run: { font: headingFont, size: 26, color: colour, bold: rng.chance(0.5) },
        paragraph: { spacing: { before: 160, after: 20 }, keepNext: true },
      },
    },
  };
}

function job(j: Job, s: Style): Paragraph[] {
  const meta = [j.place, keep(j.period.text)].filter((x) => x !== '').join(s.metaSep);
  return [
    new Paragraph({
      heading: HeadingLevel.HEADING_2,
      children: [run(`${j.title}${s.entrySep}${j.company}`)],
    }),
    new Paragraph({
      keepNext: true,
      spacing: { after: 60 },
      children: [run(meta, { italics: true, color: '595959' })],
    }),
    ...(j.companyNote ? [new Paragraph({ spacing: { after: 60 }, children: [run(j.companyNote)] })] : []),
    ...j.bullets.map((b) => bullet(b, 40)),
  ];
}

function school(e: School, s: Style): Paragraph[] {
  const meta = [e.degree ? e.institution : '', e.place, keep(e.period.text)]
    .filter((x) => x !== '')
    .join(s.metaSep);
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: [run(e.degree ?? e.institution)] }),
    new Paragraph({
      keepNext: e.details.length > 0,
      children: [run(meta, { italics: true, color: '595959' })],
    }),
    ...e.details.map((d) => bullet(d, 20)),
  ];
}

function section(resume: GenResume, key: SectionKey, s: Style): Paragraph[] {
  switch (key) {
    case 'summary':
      return [new Paragraph({ children: [run(resume.summary ?? '')] })];
    case 'experience':
      return resume.jobs.flatMap((j) => job(j, s));
    case 'education':
      return resume.schools.flatMap((e) => school(e, s));
    case 'skills':
      return resume.skills
        .filter((g) => g.items.length > 0)
        .map((g) => bullet(g.label ? `${g.label}: ${g.items.join(', ')}` : g.items.join(', '), 40));
    case 'projects':
      return resume.projects.map(
        (p) =>
          new Paragraph({
            spacing: { after: 60 },
            children: [run(p.name, { bold: true }), run(`${s.projectSep}${p.description}`)],
          }),
      );
    case 'certifications':
      return resume.certifications.map((c) => bullet(c, 40));
    case 'languages':
      return [new Paragraph({ children: [run(resume.languages.join(', '))] })];
  }
}

export const docxHeadingStyles: Grammar = {
  id: 'docx-heading-styles',
  producer: 'docx',
  description:
    "Word's built-in Title, Heading 1 (sections) and Heading 2 (entries) styles; bullets as Word numbering lists",
  render(resume, rng) {
    const s: Style = {
      look: pickLook(rng, SANS),
      entrySep: rng.pick([', ', ' — ', ' | ', ' – ']),
      metaSep: rng.pick([' | ', ' · ', ', ']),
      projectSep: projectSep(rng),
    };
    const head = [
      new Paragraph({
        heading: HeadingLevel.TITLE,
        children: [run(`${resume.firstName} ${resume.lastName}`)],
      }),
      ...(rng.chance(0.5)
        ? [new Paragraph({ children: [run(resume.headline, { size: s.look.size + 4, color: '595959' })] })]
        : []),
      new Paragraph({
        spacing: { before: 40, after: 120 },
        children: [run(contacts(resume).map(keep).join(s.look.sep))],
      }),
    ];
    const body = sectionOrder(resume).flatMap((key) => [
      new Paragraph({ heading: HeadingLevel.HEADING_1, children: [run(resume.headings[key])] }),
      ...section(resume, key, s),
    ]);
    return toSource(documentOf(s.look, [...head, ...body], { styles: styles(s.look, rng) }));
  },
};
