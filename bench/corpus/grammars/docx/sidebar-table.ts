/** The whole page is one borderless table: a shaded narrow cell of contacts and skills, a main cell of the career. */
import { Paragraph, ShadingType, Table, TableCell, TableRow, VerticalAlign, WidthType } from 'docx';
import type { Grammar } from '../../grammar';
import type { GenResume } from '../../model';
import type { Rng } from '../../random';
import {
  bottomRule,
  bullet,
  CONTACT,
  contacts,
  documentOf,
  keep,
  type Look,
  NO_BORDERS,
  pickLook,
  projectSep,
  run,
  type SectionKey,
  sectionOrder,
  textWidth,
  toSource,
} from './common';

interface Style {
  look: Look;
  fill: string;
  /** Share of the width the sidebar takes. */
  side: number;
  nameInSide: boolean;
  skillsAsList: boolean;
  projectSep: string;
}

const FILLS = ['F2F2F2', 'DEEAF6', 'E7E6E6', 'EDEDED', 'E2EFD9', 'FBE4D5'];

const sideWidth = (s: Style) => Math.round(textWidth(s.look) * s.side);

/** A size (half-points) at which a long unbreakable string like a URL fits the sidebar on one line. */
function fitting(text: string, s: Style, size: number): number {
  const room = sideWidth(s) - 300;
  const fits = Math.floor(room / (text.length * 5.6));
  return Math.max(14, Math.min(size, fits));
}

function sideHeading(text: string, s: Style): Paragraph {
  return new Paragraph({
    spacing: { before: 240, after: 80 },
    keepNext: true,
    children: [
      run(text.toUpperCase(), { bold: true, color: s.look.accent, size: s.look.size, characterSpacing: 20 }),
    ],
  });
}

function sidebar(resume: GenResume, s: Style): Paragraph[] {
  const small = s.look.size - 2;
  const out: Paragraph[] = [];
  if (s.nameInSide) {
    out.push(new Paragraph({ children: [run(resume.firstName, { bold: true, size: 36 })] }));
    out.push(
      new Paragraph({ spacing: { after: 120 }, children: [run(resume.lastName, { bold: true, size: 36 })] }),
    );
  }
  out.push(sideHeading(CONTACT[resume.lang], s));
  for (const c of contacts(resume))
    out.push(new Paragraph({ spacing: { after: 60 }, children: [run(c, { size: fitting(c, s, small) })] }));
  if (resume.skills.some((g) => g.items.length > 0)) {
    out.push(sideHeading(resume.headings.skills, s));
    for (const g of resume.skills.filter((x) => x.items.length > 0)) {
      if (g.label)
        out.push(
          new Paragraph({ spacing: { before: 80 }, children: [run(g.label, { bold: true, size: small })] }),
        );
      if (s.skillsAsList)
        for (const item of g.items) out.push(new Paragraph({ children: [run(item, { size: small })] }));
      else out.push(new Paragraph({ children: [run(g.items.join(', '), { size: small })] }));
    }
  }
  if (resume.languages.length > 0) {
    out.push(sideHeading(resume.headings.languages, s));
    for (const l of resume.languages) out.push(new Paragraph({ children: [run(l, { size: small })] }));
  }
  if (resume.certifications.length > 0) {
    out.push(sideHeading(resume.headings.certifications, s));
    for (const c of resume.certifications)
      out.push(new Paragraph({ spacing: { after: 60 }, children: [run(c, { size: small })] }));
  }
  return out;
}

function mainHeading(text: string, s: Style): Paragraph {
  return new Paragraph({
    spacing: { before: 240, after: 100 },
    keepNext: true,
    border: bottomRule(s.look, 4),
    children: [run(text.toUpperCase(), { bold: true, color: s.look.accent, size: s.look.size + 2 })],
  });
}

function mainSection(resume: GenResume, key: SectionKey, s: Style): Paragraph[] {
  const grey = { color: '595959', italics: true };
  switch (key) {
    case 'summary':
      return [new Paragraph({ children: [run(resume.summary ?? '')] })];
    case 'experience':
      return resume.jobs.flatMap((job, i) => [
        new Paragraph({
          spacing: { before: i > 0 ? 160 : 0 },
          keepNext: true,
          children: [run(job.title, { bold: true, size: s.look.size + 1 })],
        }),
        new Paragraph({
          keepNext: true,
          children: [run(job.place ? `${job.company} — ${job.place}` : job.company)],
        }),
        new Paragraph({ keepNext: true, spacing: { after: 40 }, children: [run(job.period.text, grey)] }),
        ...(job.companyNote
          ? [new Paragraph({ children: [run(job.companyNote, { size: s.look.size - 2 })] })]
          : []),
        ...job.bullets.map((b) => bullet(b)),
      ]);
    case 'education':
      return resume.schools.flatMap((school, i) => [
        new Paragraph({
          spacing: { before: i > 0 ? 120 : 0 },
          keepNext: true,
          children: [run(school.degree ?? school.institution, { bold: true })],
        }),
        ...(school.degree ? [new Paragraph({ keepNext: true, children: [run(school.institution)] })] : []),
        new Paragraph({
          keepNext: school.details.length > 0,
          children: [
            run(
              school.place ? `${keep(school.period.text)} | ${school.place}` : keep(school.period.text),
              grey,
            ),
          ],
        }),
        ...school.details.map((d) => new Paragraph({ children: [run(d, { size: s.look.size - 1 })] })),
      ]);
    case 'projects':
      return resume.projects.map(
        (p) =>
          new Paragraph({
            spacing: { after: 60 },
            children: [run(p.name, { bold: true }), run(`${s.projectSep}${p.description}`)],
          }),
      );
    default:
      return [];
  }
}

function mainCell(resume: GenResume, s: Style, rng: Rng): Paragraph[] {
  const top: Paragraph[] = [];
  if (!s.nameInSide)
    top.push(
      new Paragraph({
        children: [
          run(`${resume.firstName} ${resume.lastName}`, { bold: true, size: 44, color: s.look.accent }),
        ],
      }),
    );
  if (!s.nameInSide || rng.chance(0.7))
    top.push(new Paragraph({ children: [run(resume.headline, { size: s.look.size + 4, color: '595959' })] }));
  const keys = sectionOrder(resume, ['projects']);
  return [
    ...top,
    ...keys.flatMap((key) => [mainHeading(resume.headings[key], s), ...mainSection(resume, key, s)]),
  ];
}

export const docxSidebarTable: Grammar = {
  id: 'docx-sidebar-table',
  producer: 'docx',
  description:
    'one borderless table for the page: shaded narrow left cell with contacts, skills and languages; main cell with the career',
  render(resume, rng) {
    const base = pickLook(rng);
    const s: Style = {
      // Sidebar templates run close to the page edge.
      look: { ...base, margin: Math.min(base.margin, 864) },
      fill: rng.pick(FILLS),
      side: rng.pick([0.3, 0.32, 0.35]),
      nameInSide: rng.chance(0.4),
      skillsAsList: rng.chance(0.5),
      projectSep: projectSep(rng),
    };
    const width = textWidth(s.look);
    const side = sideWidth(s);
    const table = new Table({
      width: { size: width, type: WidthType.DXA },
      columnWidths: [side, width - side],
      borders: NO_BORDERS,
      rows: [
        new TableRow({
          children: [
            new TableCell({
              width: { size: side, type: WidthType.DXA },
              shading: { fill: s.fill, type: ShadingType.CLEAR, color: 'auto' },
              margins: { top: 200, bottom: 200, left: 180, right: 180 },
              verticalAlign: VerticalAlign.TOP,
              children: sidebar(resume, s),
            }),
            new TableCell({
              width: { size: width - side, type: WidthType.DXA },
              margins: { top: 120, bottom: 120, left: 300, right: 0 },
              children: mainCell(resume, s, rng),
            }),
          ],
        }),
      ],
    });
    // Word ends a document after a table with an empty paragraph; keep it tiny so it makes no blank page.
    const end = new Paragraph({ children: [run('', { size: 2 })] });
    return toSource(documentOf(s.look, [table, end]));
  },
};
