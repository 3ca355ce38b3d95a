/** @jsxRuntime automatic */
import type { ResumeView } from '@resume/core';
import { StackedHeader } from '../blocks/header';
import { ResumePage } from '../blocks/page';
import { type SectionId, SectionList } from '../blocks/section-list';
import { createTheme, ThemeProvider } from '../blocks/theme';
import { FONT } from '../fonts/faces';
import type { TemplateDesign, TemplateProps } from './template';

const TEAL = '#0f5f5a';
const margins = { top: 36, right: 44, bottom: 44, left: 44 };

/** Inter throughout, a coloured name band on the first page, skills as chips. */
const theme = createTheme(
  {
    fonts: { body: FONT.inter, heading: FONT.inter, name: FONT.inter },
    size: 9.2,
    leading: 1.45,
    colors: { text: '#1f2933', muted: '#52606d', accent: TEAL, rule: '#c9d6d5', tint: '#e4f0ef' },
    margins,
  },
  { headingDecoration: 'bar', entryLayout: 'dates-right', bullet: '•', separator: '   |   ' },
  {
    name: { fontWeight: 700, color: '#ffffff', fontSize: 24, letterSpacing: 0.2 },
    title: { color: '#d5ecea', marginTop: 2 },
    contactRow: { marginTop: 8 },
    contactLine: { color: '#d5ecea' },
    separator: { color: '#7fb3ae' },
    heading: { fontWeight: 600, fontSize: 11.5, textTransform: 'none', letterSpacing: 0.2 },
    headingBox: { marginBottom: 6 },
    entryTitle: { fontWeight: 600 },
    entryOrg: { color: TEAL },
  },
);

const SECTIONS: readonly SectionId[] = [
  'summary',
  'skills',
  'experience',
  'education',
  'projects',
  'certifications',
  'languages',
  'links',
];

/** What the Word export follows. */
export const modernDesign: TemplateDesign = { theme, sections: SECTIONS };

/**
 * Modern's header, on its resume and its letters: name, headline and contacts white on a teal band.
 * Negative margins let the band bleed to the paper's edges on page one only. Nothing without a header.
 */
export function ModernHeader({ resume }: { resume: ResumeView }) {
  if (!(resume.name || resume.title || resume.contacts.length)) return null;
  return (
    <StackedHeader
      resume={resume}
      style={{
        backgroundColor: TEAL,
        marginTop: -margins.top,
        marginHorizontal: -margins.left,
        paddingHorizontal: margins.left,
        paddingTop: 30,
        paddingBottom: 18,
        marginBottom: 2,
      }}
    />
  );
}

export function ModernTemplate({ resume, paper, watermark }: TemplateProps) {
  return (
    <ThemeProvider theme={theme}>
      <ResumePage paper={paper} watermark={watermark}>
        <ModernHeader resume={resume} />
        <SectionList resume={resume} order={SECTIONS} skills="chips" />
      </ResumePage>
    </ThemeProvider>
  );
}
