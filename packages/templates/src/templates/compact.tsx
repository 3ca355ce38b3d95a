/** @jsxRuntime automatic */
import { View } from '@react-pdf/renderer';
import type { ResumeView } from '@resume/core';
import { ContactLine, FullName, Headline } from '../blocks/header';
import { ResumePage } from '../blocks/page';
import { type SectionId, SectionList } from '../blocks/section-list';
import { createTheme, ThemeProvider } from '../blocks/theme';
import { FONT } from '../fonts/faces';
import type { TemplateDesign, TemplateProps } from './template';

/** Small type, tight margins, one-line entry heads and shaded headings: the most per page. */
const theme = createTheme(
  {
    fonts: { body: FONT.notoSans, heading: FONT.notoSans, name: FONT.notoSans },
    size: 8.6,
    leading: 1.32,
    colors: { text: '#111827', muted: '#4b5563', accent: '#1e3a8a', rule: '#d1d5db', tint: '#e8ecf4' },
    margins: { top: 30, right: 34, bottom: 36, left: 34 },
  },
  { headingDecoration: 'none', entryLayout: 'inline', bullet: '•', separator: ' · ' },
  {
    name: { fontSize: 17, lineHeight: '20pt' },
    title: { fontSize: 10, color: '#1e3a8a', fontWeight: 600 },
    contactRow: { marginTop: 3, paddingBottom: 5, borderBottomWidth: 0.75, borderBottomColor: '#d1d5db' },
    section: { marginTop: 8 },
    headingBox: { backgroundColor: '#e8ecf4', paddingVertical: 1.5, paddingHorizontal: 4, marginBottom: 4 },
    heading: { fontSize: 8.6, letterSpacing: 0.4 },
    entry: { marginTop: 5 },
    entryDescription: { fontStyle: 'italic' },
    bulletList: { marginTop: 1 },
    bulletRow: { marginBottom: 0 },
    bullet: { width: 9 },
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
export const compactDesign: TemplateDesign = { theme, sections: SECTIONS };

/**
 * Compact's header, on its resume and its letters: name and headline on one line, the contacts under
 * them (the theme's contact row draws the rule).
 */
export function CompactHeader({ resume }: { resume: ResumeView }) {
  return (
    <View>
      <View style={{ flexDirection: 'row', justifyContent: 'space-between', alignItems: 'flex-end' }}>
        <FullName name={resume.name} />
        <Headline title={resume.title} style={{ paddingBottom: 2 }} />
      </View>
      <ContactLine contacts={resume.contacts} />
    </View>
  );
}

export function CompactTemplate({ resume, paper, watermark }: TemplateProps) {
  return (
    <ThemeProvider theme={theme}>
      <ResumePage paper={paper} watermark={watermark}>
        <CompactHeader resume={resume} />
        <SectionList resume={resume} order={SECTIONS} skills="inline" />
      </ResumePage>
    </ThemeProvider>
  );
}
