import type { ResumeView, TemplateSlot } from '@resume/core';
import type { ReactElement } from 'react';
import type { Paper } from '../blocks/page';
import type { Theme } from '../blocks/theme';
import type { ThemeRecipe } from '../design/designed-theme';

/**
 * What every template receives: the prepared resume and the page options. Its theme, in the
 * person's design, comes from the ThemeProvider the document puts around it.
 */
export type TemplateProps = {
  resume: ResumeView;
  paper: Paper;
  watermark: boolean;
  /** The person's photo (a JPEG or PNG data URL), for templates with a photo place; '' or absent: none. */
  photo?: string;
};

export type Template = (props: TemplateProps) => ReactElement;

/** A template: its look before the person's design (recipe), its section order and its PDF layout. */
export type TemplateLook = {
  recipe: ThemeRecipe;
  sections: readonly TemplateSlot[];
  centered?: boolean;
  /** The template has a place for the person's photo (PDF and Word); the others never print it. */
  photo?: boolean;
  layout: Template;
};

/** What a template's Word export follows: its fonts, colours and margins, its section order. */
export type TemplateDesign = {
  theme: Theme;
  sections: readonly TemplateSlot[];
  centered?: boolean;
  /** The Word file starts with the person's photo, when they gave one (photo-docx.ts). */
  photo?: boolean;
};
