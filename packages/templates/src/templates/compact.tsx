/** @jsxRuntime automatic */
import { View } from '@react-pdf/renderer';
import { type ResumeView, templateSectionOrder } from '@resume/core';
import { ContactLine, FullName, Headline } from '../blocks/header';
import { ResumePage } from '../blocks/page';
import { SectionList } from '../blocks/section-list';
import type { ThemeRecipe } from '../design/designed-theme';
import { FONT } from '../fonts/faces';
import type { TemplateLook, TemplateProps } from './template';

const ACCENT = '#1e3a8a';
const TINT = '#e8ecf4';
const RULE = '#d1d5db';

/** Small type, tight margins, one-line entry heads and shaded headings: the most per page. */
const recipe: ThemeRecipe = {
  tokens: {
    fonts: { body: FONT.notoSans, heading: FONT.notoSans, name: FONT.notoSans },
    size: 8.6,
    leading: 1.32,
    colors: { text: '#111827', muted: '#4b5563', accent: ACCENT, rule: RULE, tint: TINT },
    margins: { top: 30, right: 34, bottom: 36, left: 34 },
  },
  options: { headingDecoration: 'none', entryLayout: 'inline', bullet: '•', separator: ' · ' },
  overrides: {
    name: { fontSize: 17, lineHeight: '20pt' },
    title: { fontSize: 10, color: ACCENT, fontWeight: 600 },
    contactRow: { marginTop: 3, paddingBottom: 5, borderBottomWidth: 0.75, borderBottomColor: RULE },
    section: { marginTop: 8 },
    headingBox: { backgroundColor: TINT, paddingVertical: 1.5, paddingHorizontal: 4, marginBottom: 4 },
    heading: { fontSize: 8.6, letterSpacing: 0.4 },
    entry: { marginTop: 5 },
    entryDescription: { fontStyle: 'italic' },
    bulletList: { marginTop: 1 },
    bulletRow: { marginBottom: 0 },
    bullet: { width: 9 },
  },
};

const SECTIONS = templateSectionOrder('compact');

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

function CompactTemplate({ resume, paper, watermark }: TemplateProps) {
  return (
    <ResumePage paper={paper} watermark={watermark}>
      <CompactHeader resume={resume} />
      <SectionList resume={resume} order={SECTIONS} skills="inline" />
    </ResumePage>
  );
}

export const compactLook: TemplateLook = { recipe, sections: SECTIONS, layout: CompactTemplate };
