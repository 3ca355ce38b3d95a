/** @jsxRuntime automatic */
import { createTheme } from '../blocks/theme';
import { FONT } from '../fonts/faces';
import { STANDARD_SECTIONS, singleColumnTemplate } from './single-column';
import type { TemplateDesign } from './template';

const INK = '#3b2f2a';

/** Garamond throughout, generous margins, centred headings between hairlines. */
const theme = createTheme(
  {
    fonts: { body: FONT.garamond, heading: FONT.garamond, name: FONT.garamond },
    size: 10.8,
    leading: 1.35,
    colors: { text: '#2b2523', muted: '#6b5f58', accent: INK, rule: '#c8bcb2', tint: '#f4efea' },
    margins: { top: 60, right: 70, bottom: 50, left: 70 },
  },
  { headingDecoration: 'flanked', entryLayout: 'dates-right', bullet: '–', separator: '  ·  ' },
  {
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
);

/** What the Word export follows, and the PDF's layout. */
export const elegantDesign: TemplateDesign = { theme, sections: STANDARD_SECTIONS, centered: true };

export const ElegantTemplate = singleColumnTemplate(elegantDesign, 'inline');
