import type { ResumeView } from '@resume/core';
import {
  BorderStyle,
  HeadingLevel,
  Paragraph,
  type ParagraphChild,
  ShadingType,
  Tab,
  TabStopType,
  TextRun,
} from 'docx';
import type { Style } from '../blocks/theme';
import { wordColor } from '../docx/docx-styles';
import { header, type Writer } from '../docx/render-docx';
import type { TemplateDesign } from '../templates/template';
import { letterHeadOf } from './letter-design';

const halfPoints = (points: number) => Math.round(points * 2);
/** Word measures borders in eighths of a point. */
const eighths = (points: number) => Math.max(2, Math.round(points * 8));
const colourOf = (style: Style, fallback: string) =>
  wordColor(typeof style.color === 'string' ? style.color : fallback);

/** An empty paragraph drawn as a rule: the whole width, or `inset` twips shorter on each side. */
function rule(color: string, points: number, inset = 0): Paragraph {
  return new Paragraph({
    spacing: { after: 0 },
    ...(inset ? { indent: { left: inset, right: inset } } : {}),
    border: {
      bottom: { style: BorderStyle.SINGLE, size: eighths(points), color: wordColor(color), space: 4 },
    },
  });
}

const contactRuns = (view: ResumeView, w: Writer) =>
  view.contacts.map((c) => (c.webLink ? w.link(c.value, c.href) : new TextRun(c.value)));

/** Modern: name, headline and contacts on a band of the accent colour, in the band's light type. */
function bandHead(view: ResumeView, design: TemplateDesign): Paragraph[] {
  const { styles, tokens, options } = design.theme;
  const separator = options.separator.trim() ? options.separator : '  ·  ';
  const shading = { type: ShadingType.CLEAR, fill: wordColor(tokens.colors.accent), color: 'auto' };
  const light = (style: Style) => colourOf(style, '#ffffff');
  const lines: { children: ParagraphChild[]; title?: boolean }[] = [];
  if (view.name)
    lines.push({ title: true, children: [new TextRun({ text: view.name, color: light(styles.name) })] });
  if (view.title) lines.push({ children: [new TextRun({ text: view.title, color: light(styles.title) })] });
  if (view.contacts.length)
    lines.push({
      children: view.contacts.map(
        (c, i) =>
          new TextRun({
            text: `${i ? separator : ''}${c.value}`,
            color: light(styles.contactLine),
          }),
      ),
    });
  return lines.map(
    ({ children, title }, i) =>
      new Paragraph({
        ...(title ? { heading: HeadingLevel.TITLE } : {}),
        shading,
        spacing: { after: i === lines.length - 1 ? 240 : 0 },
        children,
      }),
  );
}

/** Compact: the name with the headline on the same line (on the right tab), contacts under a rule. */
function splitHead(view: ResumeView, w: Writer, design: TemplateDesign, textWidth: number): Paragraph[] {
  const { styles, tokens } = design.theme;
  const titleSize = typeof styles.title.fontSize === 'number' ? styles.title.fontSize : tokens.size * 1.2;
  const head: ParagraphChild[] = [new TextRun(view.name)];
  if (view.title)
    head.push(
      new TextRun({
        children: [new Tab(), view.title],
        bold: false,
        size: halfPoints(titleSize),
        color: colourOf(styles.title, tokens.colors.accent),
      }),
    );
  const contacts = contactRuns(view, w);
  return [
    ...(view.name || view.title
      ? [
          new Paragraph({
            heading: HeadingLevel.TITLE,
            tabStops: [{ type: TabStopType.RIGHT, position: textWidth }],
            children: head,
          }),
        ]
      : []),
    ...(contacts.length ? [new Paragraph({ children: w.inline(contacts) })] : []),
    rule(tokens.colors.rule, 0.75),
  ];
}

/**
 * The letterhead of a cover letter in Word, as its template's PDF draws it: the resume's Word
 * header (name as Title, headline as Subtitle, contacts) with the template's band, rule or hairline.
 * Paragraphs only (no text boxes, no layout tables), as the resume's own Word export.
 */
export function docxLetterHead(
  view: ResumeView,
  w: Writer,
  design: TemplateDesign,
  template: string,
  textWidth: number,
) {
  const { colors } = design.theme.tokens;
  const head = letterHeadOf(template);
  const hasHeader = Boolean(view.name || view.title || view.contacts.length);
  const stacked = header(view, w, design.centered ?? false);
  if (!hasHeader) return [];
  switch (head.kind) {
    case 'band':
      return bandHead(view, design);
    case 'split':
      return splitHead(view, w, design, textWidth);
    case 'ruled':
    case 'ruled-columns':
      // Word gets one column (as the creative resume's Word export): the header over its rule.
      return [...stacked, rule(colors.accent, head.weight)];
    case 'side-column':
      // Word gets one column, as the sidebar resume's Word export: the header over a rule in its accent.
      return [...stacked, rule(colors.accent, 1)];
    default:
      if (head.end === 'rule') return [...stacked, rule(colors.rule, 0.75)];
      if (head.end === 'hairline')
        return [...stacked, rule(colors.rule, 0.5, Math.round((textWidth - 1440) / 2))];
      return stacked;
  }
}
