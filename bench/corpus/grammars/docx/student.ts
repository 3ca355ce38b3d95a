/** A student's one-page Word resume: education first, projects as their own headed entries, skills in one sentence. */
import { AlignmentType, Paragraph } from 'docx';
import type { Grammar } from '../../grammar';
import type { GenResume } from '../../model';
import {
  andList,
  bottomRule,
  bullet,
  contacts,
  documentOf,
  has,
  keep,
  type Look,
  pickLook,
  run,
  type SectionKey,
  tabLine,
  toSource,
} from './common';

interface Style {
  look: Look;
  detailSep: string;
}

function heading(text: string, s: Style): Paragraph {
  return new Paragraph({
    spacing: { before: 180, after: 60 },
    keepNext: true,
    border: bottomRule(s.look, 6),
    children: [run(text.toUpperCase(), { bold: true, color: s.look.accent })],
  });
}

function section(resume: GenResume, key: SectionKey, s: Style): Paragraph[] {
  switch (key) {
    case 'summary':
      return [new Paragraph({ children: [run(resume.summary ?? '')] })];
    case 'education':
      return resume.schools.flatMap((e, i) => [
        tabLine(s.look, [run(e.institution, { bold: true })], [run(e.period.text)], {
          before: i > 0 ? 100 : 0,
        }),
        ...(e.degree || e.place
          ? [
              tabLine(
                s.look,
                e.degree ? [run(e.degree, { italics: true })] : [],
                e.place ? [run(e.place, { italics: true })] : [],
              ),
            ]
          : []),
        ...(e.details.length > 0 ? [new Paragraph({ children: [run(e.details.join(s.detailSep))] })] : []),
      ]);
    case 'projects':
      // A project is a name and what it is, never a job: no employer, no dates.
      return resume.projects.flatMap((p, i) => [
        new Paragraph({
          spacing: { before: i > 0 ? 80 : 0 },
          keepNext: true,
          children: [run(p.name, { bold: true })],
        }),
        new Paragraph({ children: [run(p.description)] }),
      ]);
    case 'experience':
      return resume.jobs.flatMap((j, i) => [
        tabLine(s.look, [run(j.title, { bold: true })], [run(j.period.text)], { before: i > 0 ? 100 : 0 }),
        tabLine(
          s.look,
          [run(j.company, { italics: true })],
          j.place ? [run(j.place, { italics: true })] : [],
        ),
        ...(j.companyNote
          ? [new Paragraph({ children: [run(j.companyNote, { size: s.look.size - 2 })] })]
          : []),
        ...j.bullets.map((b) => bullet(b)),
      ]);
    case 'skills':
      return [
        new Paragraph({
          children: [
            run(
              andList(
                resume.skills.flatMap((g) => g.items),
                resume.lang,
              ),
            ),
          ],
        }),
      ];
    case 'certifications':
      return resume.certifications.map((c) => bullet(c));
    case 'languages':
      return [new Paragraph({ children: [run(resume.languages.join(', '))] })];
  }
}

export const docxStudent: Grammar = {
  id: 'docx-student',
  producer: 'docx',
  description:
    'a student resume: education first, projects as bold-named entries, skills as one "A, B and C" line',
  render(resume, rng) {
    const s: Style = { look: pickLook(rng), detailSep: rng.pick([' · ', '; ', ' | ']) };
    const order: SectionKey[] = [
      'summary',
      'education',
      'projects',
      'experience',
      'skills',
      'certifications',
      'languages',
    ];
    const head = [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [run(`${resume.firstName} ${resume.lastName}`, { bold: true, size: rng.pick([32, 36]) })],
      }),
      new Paragraph({
        alignment: AlignmentType.CENTER,
        spacing: { after: 60 },
        children: [run(contacts(resume).map(keep).join(s.look.sep), { size: s.look.size - 1 })],
      }),
    ];
    const body = order
      .filter((k) => has(resume, k))
      .flatMap((key) => [heading(resume.headings[key], s), ...section(resume, key, s)]);
    return toSource(documentOf(s.look, [...head, ...body]));
  },
};
