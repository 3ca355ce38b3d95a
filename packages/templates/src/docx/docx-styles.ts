import { AlignmentType, BorderStyle, type IStylesOptions, LevelFormat } from 'docx';
import type { Style } from '../blocks/theme';
import type { TemplateDesign } from '../templates/template';

/** Word measures in twentieths of a point (twips) and text in half-points. */
export const twips = (points: number) => Math.round(points * 20);
const halfPoints = (points: number) => Math.round(points * 2);
export const wordColor = (css: string) => css.replace('#', '').toUpperCase();

const sizeOf = (style: Style, fallback: number) =>
  typeof style.fontSize === 'number' ? style.fontSize : fallback;

/**
 * The template's look as Word styles: Title for the name, Heading 1 for sections, Heading 2 for
 * entries, so Word's navigation and ATS parsers see the
 * structure, and a person editing the file keeps the design by using the styles.
 */
export function wordStyles(design: TemplateDesign): IStylesOptions {
  const { tokens, options, styles } = design.theme;
  const { fonts, colors, size, leading } = tokens;
  const alignment = design.centered ? AlignmentType.CENTER : AlignmentType.LEFT;
  const line = Math.round(240 * leading);
  return {
    default: {
      document: {
        run: { font: fonts.body, size: halfPoints(size), color: wordColor(colors.text) },
        paragraph: { spacing: { after: 0, line } },
      },
    },
    paragraphStyles: [
      {
        id: 'Title',
        name: 'Title',
        basedOn: 'Normal',
        next: 'Normal',
        run: {
          font: fonts.name,
          size: halfPoints(sizeOf(styles.name, size * 2.4)),
          bold: true,
          color: wordColor(colors.accent),
        },
        paragraph: { alignment, spacing: { after: twips(2), line: 240 } },
      },
      {
        id: 'Subtitle',
        name: 'Subtitle',
        basedOn: 'Normal',
        next: 'Normal',
        run: { size: halfPoints(sizeOf(styles.title, size * 1.2)), color: wordColor(colors.muted) },
        paragraph: { alignment, spacing: { after: twips(4) } },
      },
      {
        id: 'Heading1',
        name: 'Heading 1',
        basedOn: 'Normal',
        next: 'Normal',
        quickFormat: true,
        run: {
          font: fonts.heading,
          size: halfPoints(sizeOf(styles.heading, size * 1.1)),
          bold: true,
          color: wordColor(colors.accent),
          allCaps: styles.heading.textTransform === 'uppercase',
        },
        paragraph: {
          keepNext: true,
          spacing: { before: twips(size * 1.3), after: twips(size * 0.5) },
          ...(options.headingDecoration === 'rule-below'
            ? {
                border: {
                  bottom: { style: BorderStyle.SINGLE, size: 6, color: wordColor(colors.rule), space: 1 },
                },
              }
            : {}),
        },
      },
      {
        id: 'Heading2',
        name: 'Heading 2',
        basedOn: 'Normal',
        next: 'Normal',
        quickFormat: true,
        run: { font: fonts.body, size: halfPoints(size * 1.05), bold: true, color: wordColor(colors.text) },
        paragraph: {
          keepNext: true,
          spacing: { before: twips(size * 0.8) },
        },
      },
    ],
  };
}

export const BULLETS = 'resume-bullets';

/** The template's bullet character, hanging like the PDF's. */
export function bulletNumbering(design: TemplateDesign) {
  return {
    config: [
      {
        reference: BULLETS,
        levels: [
          {
            level: 0,
            format: LevelFormat.BULLET,
            text: design.theme.options.bullet,
            alignment: AlignmentType.LEFT,
            style: { paragraph: { indent: { left: twips(14), hanging: twips(9) } } },
          },
        ],
      },
    ],
  };
}
