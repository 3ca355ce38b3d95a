/** A skills-first (functional) resume: labelled skill groups as bullet lists, then a compact employment list. */
import { AlignmentType, Paragraph } from 'docx';
import type { Grammar } from '../../grammar';
import type { GenResume } from '../../model';
import {
  bottomRule,
  bullet,
  contacts,
  documentOf,
  type ExtrasStyle,
  extrasBody,
  has,
  keep,
  type Look,
  pickExtras,
  pickLook,
  run,
  type SectionKey,
  toSource,
} from './common';

interface Style {
  look: Look;
  extras: ExtrasStyle;
  /** Between the parts of a one-line job: ", " or " | ". */
  sep: string;
}

function heading(text: string, s: Style): Paragraph {
  return new Paragraph({
    spacing: { before: 200, after: 80 },
    keepNext: true,
    border: bottomRule(s.look, 4),
    children: [run(text, { bold: true, size: s.look.size + 3, color: s.look.accent })],
  });
}

function skills(resume: GenResume): Paragraph[] {
  return resume.skills
    .filter((g) => g.items.length > 0)
    .flatMap((g, i) => [
      ...(g.label
        ? [
            new Paragraph({
              spacing: { before: i > 0 ? 80 : 0 },
              keepNext: true,
              children: [run(g.label, { bold: true })],
            }),
          ]
        : []),
      ...g.items.map((item) => bullet(item)),
    ]);
}

function section(resume: GenResume, key: SectionKey, s: Style): Paragraph[] {
  switch (key) {
    case 'summary':
      return [new Paragraph({ children: [run(resume.summary ?? '')] })];
    case 'skills':
      return skills(resume);
    case 'experience':
      // One line per job, as functional resumes keep the history short.
      return resume.jobs.flatMap((j, i) => [
        new Paragraph({
          spacing: { before: i > 0 ? 80 : 0 },
          keepNext: true,
          children: [
            run(j.title, { bold: true }),
            run(
              [j.company, j.place, keep(j.period.text)]
                .filter((x) => x !== '')
                .map((x) => `${s.sep}${x}`)
                .join(''),
            ),
          ],
        }),
        ...(j.companyNote
          ? [new Paragraph({ children: [run(j.companyNote, { italics: true, size: s.look.size - 2 })] })]
          : []),
        ...j.bullets.map((b) => bullet(b)),
      ]);
    case 'education':
      return resume.schools.flatMap((e) => [
        new Paragraph({
          children: [
            run(e.degree ?? e.institution, { bold: true }),
            run(
              [e.degree ? e.institution : '', e.place, keep(e.period.text)]
                .filter((x) => x !== '')
                .map((x) => `${s.sep}${x}`)
                .join(''),
            ),
          ],
        }),
        ...e.details.map((d) => new Paragraph({ indent: { left: 360 }, children: [run(d)] })),
      ]);
    default:
      return extrasBody(resume, key, s.extras);
  }
}

export const docxFunctional: Grammar = {
  id: 'docx-functional',
  producer: 'docx',
  description:
    'functional resume: summary, labelled skill groups as bullets, then one-line "Title, Company, Place, dates" jobs, education last',
  render(resume, rng) {
    const s: Style = { look: pickLook(rng), extras: pickExtras(rng), sep: rng.pick([', ', ', ', ' | ']) };
    const main: SectionKey[] = resume.educationFirst
      ? ['education', 'experience']
      : ['experience', 'education'];
    const order: SectionKey[] = ['summary', 'skills', ...main, 'projects', 'certifications', 'languages'];
    const alignment = rng.chance(0.5) ? AlignmentType.CENTER : AlignmentType.LEFT;
    const head = [
      new Paragraph({
        alignment,
        children: [run(`${resume.firstName} ${resume.lastName}`, { bold: true, size: rng.pick([36, 40]) })],
      }),
      new Paragraph({
        alignment,
        children: [run(resume.headline, { size: s.look.size + 2, color: s.look.accent })],
      }),
      new Paragraph({
        alignment,
        spacing: { before: 60, after: 60 },
        children: [run(contacts(resume).map(keep).join(s.look.sep), { size: s.look.size - 1 })],
      }),
    ];
    const body = order
      .filter((k) => has(resume, k))
      .flatMap((key) => [heading(resume.headings[key], s), ...section(resume, key, s)]);
    return toSource(documentOf(s.look, [...head, ...body]));
  },
};
