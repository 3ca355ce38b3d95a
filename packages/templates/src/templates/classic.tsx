/** @jsxRuntime automatic */
import { templateSectionOrder } from '@resume/core';
import type { ThemeRecipe } from '../design/designed-theme';
import { FONT } from '../fonts/faces';
import { singleColumnTemplate } from './single-column';
import type { TemplateLook } from './template';

const SECTIONS = templateSectionOrder('classic');

/** Single column, centred serif header, ruled serif headings over a quiet sans body. */
const recipe: ThemeRecipe = {
  tokens: {
    fonts: { body: FONT.notoSans, heading: FONT.notoSerif, name: FONT.notoSerif },
    size: 9.5,
    leading: 1.4,
    colors: { text: '#1a1a1a', muted: '#4d4d4d', accent: '#1a1a1a', rule: '#1a1a1a', tint: '#f2f2f2' },
    margins: { top: 46, right: 54, bottom: 44, left: 54 },
  },
  options: { headingDecoration: 'rule-below', entryLayout: 'dates-right', bullet: '•', separator: '  ·  ' },
  overrides: {
    name: { textAlign: 'center' },
    title: { textAlign: 'center', fontFamily: FONT.notoSerif, fontStyle: 'italic', marginTop: 2 },
    contactRow: { justifyContent: 'center', marginTop: 6 },
    heading: { fontSize: 10.5, letterSpacing: 0.5 },
    entryOrg: { fontStyle: 'italic' },
  },
};

export const classicLook: TemplateLook = {
  recipe,
  sections: SECTIONS,
  centered: true,
  layout: singleColumnTemplate(SECTIONS, 'inline'),
};
