/** @jsxRuntime automatic */
import { templateSectionOrder } from '@resume/core';
import type { ThemeRecipe } from '../design/designed-theme';
import { FONT } from '../fonts/faces';
import { singleColumnTemplate } from './single-column';
import type { TemplateLook } from './template';

const SECTIONS = templateSectionOrder('elegant');

/** Garamond throughout, generous margins, centred headings between hairlines. */
const recipe: ThemeRecipe = {
  tokens: {
    fonts: { body: FONT.garamond, heading: FONT.garamond, name: FONT.garamond },
    size: 10.8,
    leading: 1.35,
    colors: { text: '#2b2523', muted: '#6b5f58', accent: '#3b2f2a', rule: '#c8bcb2', tint: '#f4efea' },
    margins: { top: 60, right: 70, bottom: 50, left: 70 },
  },
  options: { headingDecoration: 'flanked', entryLayout: 'dates-right', bullet: '–', separator: '  ·  ' },
  overrides: {
    name: { textAlign: 'center', fontWeight: 400, fontSize: 30, letterSpacing: 1 },
    title: { textAlign: 'center', fontStyle: 'italic', fontSize: 12.5, marginTop: 2 },
    contactRow: { justifyContent: 'center', marginTop: 8 },
    section: { marginTop: 16 },
    headingBox: { marginBottom: 8 },
    heading: { fontWeight: 600, fontSize: 10.5, letterSpacing: 0.5 },
    paragraph: { textAlign: 'justify' },
    entryTitle: { fontWeight: 600 },
    entryOrg: { fontStyle: 'italic' },
    entryMeta: { fontStyle: 'italic' },
  },
};

export const elegantLook: TemplateLook = {
  recipe,
  sections: SECTIONS,
  centered: true,
  layout: singleColumnTemplate(SECTIONS, 'inline'),
};
