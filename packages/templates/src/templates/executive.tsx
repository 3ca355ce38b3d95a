/** @jsxRuntime automatic */
import { type ResumeView, templateSectionOrder } from '@resume/core';
import { StackedHeader } from '../blocks/header';
import { ResumePage } from '../blocks/page';
import { SectionList } from '../blocks/section-list';
import { useTheme } from '../blocks/theme';
import type { ThemeRecipe } from '../design/designed-theme';
import { FONT } from '../fonts/faces';
import type { TemplateLook, TemplateProps } from './template';

const NAVY = '#1b2a41';
const RULE = '#b8bec8';

/** Wide margins, navy letter-spaced headings under hairlines, dates beneath each role. */
const recipe: ThemeRecipe = {
  tokens: {
    fonts: { body: FONT.sourceSans, heading: FONT.sourceSans, name: FONT.sourceSans },
    size: 10.2,
    leading: 1.45,
    colors: { text: '#222831', muted: '#5c6470', accent: NAVY, rule: RULE, tint: '#eef1f5' },
    margins: { top: 56, right: 64, bottom: 48, left: 64 },
  },
  options: { headingDecoration: 'none', entryLayout: 'dates-below', bullet: '–', separator: '    ' },
  overrides: {
    name: { fontWeight: 600, fontSize: 26, color: NAVY, letterSpacing: 0.4 },
    title: { textTransform: 'uppercase', letterSpacing: 0.5, fontSize: 10, marginTop: 4 },
    contactRow: { marginTop: 10 },
    section: { marginTop: 18 },
    headingBox: { borderTopWidth: 0.5, borderTopColor: RULE, paddingTop: 7, marginBottom: 8 },
    heading: { fontWeight: 600, fontSize: 10, letterSpacing: 0.5 },
    paragraph: { fontSize: 10.6 },
    entry: { marginTop: 11 },
    entryTitle: { fontWeight: 600, fontSize: 10.8 },
    entryMeta: { fontSize: 9.2, letterSpacing: 0.3 },
  },
};

const SECTIONS = templateSectionOrder('executive');

/** How thick, in points, the accent rule under executive's header is (its letters' Word rule too). */
export const EXECUTIVE_RULE_WEIGHT = 2;

/** Executive's header, on its resume and its letters: name, headline and contacts over an accent rule. */
export function ExecutiveHeader({ resume }: { resume: ResumeView }) {
  const { colors } = useTheme().tokens;
  return (
    <StackedHeader
      resume={resume}
      style={{
        borderBottomWidth: EXECUTIVE_RULE_WEIGHT,
        borderBottomColor: colors.accentFill ?? colors.accent,
        paddingBottom: 12,
      }}
    />
  );
}

function ExecutiveTemplate({ resume, paper, watermark }: TemplateProps) {
  return (
    <ResumePage paper={paper} watermark={watermark}>
      <ExecutiveHeader resume={resume} />
      <SectionList resume={resume} order={SECTIONS} skills="grid" />
    </ResumePage>
  );
}

export const executiveLook: TemplateLook = { recipe, sections: SECTIONS, layout: ExecutiveTemplate };
