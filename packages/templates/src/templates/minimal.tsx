/** @jsxRuntime automatic */
import { templateSectionOrder } from '@resume/core';
import type { ThemeRecipe } from '../design/designed-theme';
import { FONT } from '../fonts/faces';
import { singleColumnTemplate } from './single-column';
import type { TemplateLook } from './template';

const SECTIONS = templateSectionOrder('minimal');

const INK = '#1f3b57';

/**
 * Source Sans throughout, no rules: small spaced headings in the accent, skills as light chips, dates at the
 * right margin, skills in one line. The free alternative to classic's serif for plain sans tastes.
 */
const recipe: ThemeRecipe = {
  tokens: {
    fonts: { body: FONT.sourceSans, heading: FONT.sourceSans, name: FONT.sourceSans },
    size: 10,
    leading: 1.42,
    colors: { text: '#202124', muted: '#5f6368', accent: INK, rule: '#dadce0', tint: '#eef2f6' },
    margins: { top: 48, right: 56, bottom: 46, left: 56 },
  },
  options: { headingDecoration: 'none', entryLayout: 'dates-right', bullet: '–', separator: '  ·  ' },
  overrides: {
    name: { fontWeight: 600, fontSize: 24, letterSpacing: 0.2 },
    title: { marginTop: 3 },
    contactRow: { marginTop: 6 },
    section: { marginTop: 16 },
    headingBox: { marginBottom: 5 },
    heading: { fontWeight: 600, fontSize: 9.5, letterSpacing: 0.45 },
    entryTitle: { fontWeight: 600 },
  },
};

export const minimalLook: TemplateLook = {
  recipe,
  sections: SECTIONS,
  layout: singleColumnTemplate(SECTIONS, 'chips'),
};
