/** @jsxRuntime automatic */
import { templateSectionOrder } from '@resume/core';
import { StackedHeader } from '../blocks/header';
import { ResumePage } from '../blocks/page';
import { SectionList } from '../blocks/section-list';
import type { ThemeRecipe } from '../design/designed-theme';
import { FONT } from '../fonts/faces';
import type { TemplateLook, TemplateProps } from './template';

const OXBLOOD = '#6b1d2a';

/**
 * An academic CV: Noto Serif, a left-aligned name over a full rule, small-capital-like headings
 * ruled in the accent, dates at the right margin. Education leads, as a CV's reader expects; the
 * person's own sections (publications, grants, talks) follow experience (AcademicTemplate).
 */
const recipe: ThemeRecipe = {
  tokens: {
    fonts: { body: FONT.notoSerif, heading: FONT.notoSerif, name: FONT.notoSerif },
    size: 9.6,
    leading: 1.42,
    colors: { text: '#1c1c1c', muted: '#555555', accent: OXBLOOD, rule: OXBLOOD, tint: '#f5ecee' },
    margins: { top: 50, right: 58, bottom: 46, left: 58 },
  },
  options: { headingDecoration: 'rule-below', entryLayout: 'dates-right', bullet: '•', separator: '  ·  ' },
  overrides: {
    name: { fontWeight: 700, fontSize: 21, color: OXBLOOD },
    title: { fontStyle: 'italic', marginTop: 2 },
    contactRow: { marginTop: 6, paddingBottom: 8, borderBottomWidth: 0.5, borderBottomColor: '#9a9a9a' },
    section: { marginTop: 14 },
    headingBox: { marginBottom: 6 },
    heading: { fontWeight: 600, fontSize: 10, letterSpacing: 0.6 },
    headingRule: { borderBottomWidth: 0.5, marginTop: 2 },
    entryTitle: { fontWeight: 600 },
    entryOrg: { fontStyle: 'italic' },
    entryDescription: { fontStyle: 'normal' },
  },
};

const SECTIONS = templateSectionOrder('academic');

/** One column; without an order of the person's, a CV's own sections (publications, grants, talks) come straight after education and experience (the template's order in core). */
function AcademicTemplate({ resume, paper, watermark }: TemplateProps) {
  return (
    <ResumePage paper={paper} watermark={watermark}>
      <StackedHeader resume={resume} />
      <SectionList resume={resume} order={SECTIONS} skills="inline" />
    </ResumePage>
  );
}

export const academicLook: TemplateLook = { recipe, sections: SECTIONS, layout: AcademicTemplate };
