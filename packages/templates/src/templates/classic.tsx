/** @jsxRuntime automatic */
import { createTheme } from '../blocks/theme';
import { FONT } from '../fonts/faces';
import { STANDARD_SECTIONS, singleColumnTemplate } from './single-column';
import type { TemplateDesign } from './template';

/** Single column, centred serif header, ruled serif headings over a quiet sans body. */
const theme = createTheme(
  {
    fonts: { body: FONT.notoSans, heading: FONT.notoSerif, name: FONT.notoSerif },
    size: 9.5,
    leading: 1.4,
    colors: { text: '#1a1a1a', muted: '#4d4d4d', accent: '#1a1a1a', rule: '#1a1a1a', tint: '#f2f2f2' },
    margins: { top: 46, right: 54, bottom: 44, left: 54 },
  },
  { headingDecoration: 'rule-below', entryLayout: 'dates-right', bullet: '•', separator: '  ·  ' },
  {
    name: { textAlign: 'center' },
    title: { textAlign: 'center', fontFamily: FONT.notoSerif, fontStyle: 'italic', marginTop: 2 },
    contactRow: { justifyContent: 'center', marginTop: 6 },
    heading: { fontSize: 10.5, letterSpacing: 0.5 },
    entryOrg: { fontStyle: 'italic' },
  },
);

/** What the Word export follows, and the PDF's layout. */
export const classicDesign: TemplateDesign = { theme, sections: STANDARD_SECTIONS, centered: true };

export const ClassicTemplate = singleColumnTemplate(classicDesign, 'inline');
