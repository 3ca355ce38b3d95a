import {
  type CustomSectionItem,
  customSectionOf,
  isBuiltInSection,
  PRODUCT_NAME,
  type ResumeData,
  type ResumeView,
  type TemplateSlot,
  viewSectionLayout,
  WATERMARK_TEXT,
} from '@resume/core';
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  Footer,
  HeadingLevel,
  Packer,
  Paragraph,
  type ParagraphChild,
  Tab,
  TabStopType,
  TextRun,
} from 'docx';
import type { Paper } from '../blocks/page';
import type { SectionId } from '../blocks/section-list';
import { designedView } from '../design/designed-view';
import { printedPaper } from '../design/paper';
import { templateDesign } from '../templates';
import { photoParagraphs } from '../templates/photo-docx';
import type { TemplateDesign } from '../templates/template';
import { BULLETS, bulletNumbering, twips, wordColor, wordStyles } from './docx-styles';
import { wordFontTable } from './word-fonts';

export type RenderDocxOptions = {
  template: string;
  /** The paper unless the resume's design names one (default: the person's country's). */
  paper?: Paper;
  watermark?: boolean;
  title?: string;
};

/** Page sizes in twips. */
export const PAGES: Record<Paper, { width: number; height: number }> = {
  A4: { width: 11906, height: 16838 },
  LETTER: { width: 12240, height: 15840 },
};

/** Writes a resume's content as Word paragraphs in one template's colours. */
export class Writer {
  constructor(
    private readonly design: TemplateDesign,
    /** The width between the margins, where the dates' right tab stop sits. */
    private readonly textWidth: number,
  ) {}

  private get colors() {
    return this.design.theme.tokens.colors;
  }

  link(text: string, href: string): ParagraphChild {
    const run = new TextRun({ text, color: wordColor(this.colors.accent), underline: {} });
    return href ? new ExternalHyperlink({ link: href, children: [run] }) : new TextRun(text);
  }

  muted(text: string, italics = false): TextRun {
    return new TextRun({ text, color: wordColor(this.colors.muted), italics });
  }

  /**
   * Runs joined by the template's separator ("  ·  "). A template that sets items apart by space
   * alone lays them out in a grid; on one line of text they need a visible mark between them.
   */
  inline(items: ParagraphChild[]): ParagraphChild[] {
    const { separator } = this.design.theme.options;
    const between = separator.trim() ? separator : '  ·  ';
    return items.flatMap((item, i) => (i === 0 ? [item] : [this.muted(between), item]));
  }

  /** A section's heading: the person's own or the product's (rules/section-layout.ts). */
  heading(text: string): Paragraph {
    return new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(text)] });
  }

  /** An entry's first line: title and organisation, the dates on the right tab stop. */
  entryHead(title: string, org: string, dates: string): Paragraph {
    const children: ParagraphChild[] = [new TextRun(title || org)];
    if (title && org) children.push(new TextRun({ text: ` — ${org}`, bold: false }));
    if (dates)
      children.push(
        new TextRun({ children: [new Tab(), dates], bold: false, color: wordColor(this.colors.muted) }),
      );
    return new Paragraph({
      heading: HeadingLevel.HEADING_2,
      tabStops: [{ type: TabStopType.RIGHT, position: this.textWidth }],
      children,
    });
  }

  prose(text: string): Paragraph[] {
    return text
      ? text.split('\n').map((line) => new Paragraph({ text: line, spacing: { after: twips(3) } }))
      : [];
  }

  bullets(items: string[]): Paragraph[] {
    return items.map((text) => new Paragraph({ text, numbering: { reference: BULLETS, level: 0 } }));
  }

  place(text: string): Paragraph[] {
    return text ? [new Paragraph({ children: [this.muted(text, true)] })] : [];
  }
}

export function header(view: ResumeView, w: Writer, centered: boolean): Paragraph[] {
  const contacts = view.contacts.map((c) => (c.webLink ? w.link(c.value, c.href) : new TextRun(c.value)));
  return [
    ...(view.name
      ? [new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(view.name)] })]
      : []),
    ...(view.title ? [new Paragraph({ style: 'Subtitle', children: [new TextRun(view.title)] })] : []),
    ...(contacts.length
      ? [
          new Paragraph({
            alignment: centered ? AlignmentType.CENTER : AlignmentType.LEFT,
            children: w.inline(contacts),
          }),
        ]
      : []),
  ];
}

type SectionWriter = (view: ResumeView, w: Writer) => Paragraph[];
const withLevel = (name: string, level: string) => (level ? `${name} (${level})` : name);

/** Each section's paragraphs, without its heading; empty when the person left it empty. */
const SECTIONS: Record<SectionId, SectionWriter> = {
  summary: (view, w) => w.prose(view.summary),
  experience: (view, w) =>
    view.experience.flatMap((job) => [
      w.entryHead(job.jobTitle, job.company, job.dates),
      ...w.place(job.place),
      ...w.prose(job.description),
      ...w.bullets(job.achievements),
    ]),
  education: (view, w) =>
    view.education.flatMap((school) => [
      w.entryHead(school.degree, school.institution, school.dates),
      ...w.place(school.place),
    ]),
  skills: (view, w) =>
    view.skills.length
      ? [
          new Paragraph({
            children: w.inline(view.skills.map((s) => new TextRun(withLevel(s.name, s.level)))),
          }),
        ]
      : [],
  languages: (view, w) =>
    view.languages.length
      ? [
          new Paragraph({
            children: w.inline(view.languages.map((l) => new TextRun(withLevel(l.name, l.level)))),
          }),
        ]
      : [],
  certifications: (view, w) => view.certifications.map((c) => w.entryHead(c.name, c.issuer, c.date)),
  projects: (view, w) =>
    view.projects.flatMap((p) => [
      w.entryHead(p.name || p.url, '', ''),
      ...(p.name && p.url ? [new Paragraph({ children: [w.link(p.url, p.href)] })] : []),
      ...w.prose(p.description),
    ]),
  links: (view, w) =>
    view.links.map(
      (l) =>
        new Paragraph({ children: [...(l.label ? [w.muted(`${l.label}: `)] : []), w.link(l.url, l.href)] }),
    ),
};

/** A section of the person's own: its entries written as positions are. */
const customSection = (section: CustomSectionItem, w: Writer): Paragraph[] =>
  section.entries.flatMap((entry) => [
    w.entryHead(entry.title, entry.subtitle, entry.dates),
    ...w.place(entry.place),
    ...w.prose(entry.description),
    ...w.bullets(entry.bullets),
  ]);

/**
 * The resume's sections in the person's order (else the template's), under their headings, hidden
 * ones left out; a section with nothing in it writes nothing, not even its heading.
 */
export function sectionParagraphs(
  view: ResumeView,
  w: Writer,
  templateOrder: readonly TemplateSlot[],
): Paragraph[] {
  return viewSectionLayout(view, templateOrder).flatMap((section) => {
    const custom = customSectionOf(view, section);
    const paragraphs = custom
      ? customSection(custom, w)
      : isBuiltInSection(section.key)
        ? SECTIONS[section.key](view, w)
        : [];
    return paragraphs.length ? [w.heading(section.heading), ...paragraphs] : [];
  });
}

/** The page size, and margins with the text width between them, of a template in Word. */
export function wordPage(design: TemplateDesign, paper: Paper) {
  const { margins } = design.theme.tokens;
  const size = PAGES[paper];
  // A two-column template pads its columns rather than the page: Word gets ordinary margins.
  const side = twips(Math.max(margins.left, margins.right, 40));
  return {
    size,
    margin: { top: twips(margins.top), bottom: twips(margins.bottom), left: side, right: side },
    textWidth: size.width - 2 * side,
  };
}

/** The free plan's line, in the footer of every page, as the PDF's watermark. */
export function watermarkFooter(design: TemplateDesign): Footer {
  const { size, colors } = design.theme.tokens;
  return new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [
          new TextRun({ text: WATERMARK_TEXT, size: Math.round(size * 1.6), color: wordColor(colors.muted) }),
        ],
      }),
    ],
  });
}

/**
 * A resume as a Word document in a template's design: real heading styles, paragraphs and list
 * bullets, dates on right tab stops, no text boxes and no layout tables, so Word's navigation and
 * applicant tracking systems read it as they read a hand-made resume. Free downloads carry the
 * same line as the PDF's watermark, in the footer. The resume's design applies as in the PDF; its
 * fonts are named with a Word-safe fallback (word-fonts.ts).
 */
export async function renderResumeDocx(data: ResumeData, options: RenderDocxOptions): Promise<Uint8Array> {
  const design = templateDesign(options.template, data.design);
  const { size, margin, textWidth } = wordPage(design, printedPaper(data, options.paper));
  const view = designedView(data);
  const w = new Writer(design, textWidth);
  const body = sectionParagraphs(view, w, design.sections);
  const footer = watermarkFooter(design);
  const doc = new Document({
    creator: PRODUCT_NAME,
    title: options.title ?? view.name,
    styles: wordStyles(design),
    numbering: bulletNumbering(design),
    sections: [
      {
        properties: { page: { size, margin } },
        ...(options.watermark ? { footers: { default: footer } } : {}),
        children: [
          ...(design.photo ? photoParagraphs(data.photo) : []),
          ...header(view, w, design.centered ?? false),
          ...body,
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(doc, false, [wordFontTable(design.theme.tokens.fonts)]));
}
