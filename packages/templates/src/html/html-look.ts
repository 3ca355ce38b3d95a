import { DESIGN_FONTS, type ResumeDesign, type TemplateSlot } from '@resume/core';
import type { SectionId } from '../blocks/section-list';
import type { ThemeOptions } from '../blocks/theme';
import { templateDesign } from '../templates';

/** What the web page takes from a template in the person's design: its colours, fonts and shape. */
export type HtmlLook = {
  colors: { text: string; muted: string; accent: string; rule: string; tint: string; panel: string };
  fonts: { body: string; heading: string; name: string };
  headingDecoration: ThemeOptions['headingDecoration'];
  centered: boolean;
  /** A side column (sidebar template) next to the main one on wide screens; one column on a phone. */
  sidebar: boolean;
  sections: readonly TemplateSlot[];
};

/** The sections the sidebar template prints in its side column (templates/sidebar.tsx). */
export const SIDE_SECTIONS: ReadonlySet<SectionId> = new Set([
  'skills',
  'languages',
  'certifications',
  'links',
]);

/**
 * A CSS font-family list: the template's family (shipped with the PDF, present on many devices),
 * then the one Word falls back to (design.ts of @resume/core), then the generic kind.
 */
export function fontStack(family: string): string {
  const font = DESIGN_FONTS.find((f) => f.name === family);
  const name = `"${family.replace(/["\\]/g, '')}"`;
  return font ? `${name}, "${font.fallback}", ${font.kind}` : `${name}, system-ui, sans-serif`;
}

/** The look of template `templateId` in the person's design, as the PDF has it. */
export function htmlLook(templateId: string, design?: ResumeDesign): HtmlLook {
  const { theme, sections, centered } = templateDesign(templateId, design);
  const { colors, fonts } = theme.tokens;
  return {
    colors: {
      text: colors.text,
      muted: colors.muted,
      accent: colors.accent,
      rule: colors.accentFill ?? colors.rule,
      tint: colors.tint,
      panel: colors.panel ?? colors.tint,
    },
    fonts,
    headingDecoration: theme.options.headingDecoration,
    centered: centered ?? false,
    sidebar: theme.options.bleed ?? false,
    sections,
  };
}
