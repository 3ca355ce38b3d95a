/** @jsxRuntime automatic */
import { View } from '@react-pdf/renderer';
import { type ResumeView, templateSectionOrder } from '@resume/core';
import { FullName, Headline } from '../blocks/header';
import { LeftBand } from '../blocks/left-band';
import { ResumePage } from '../blocks/page';
import { SectionList } from '../blocks/section-list';
import { ContactSection } from '../blocks/sections';
import { useTheme } from '../blocks/theme';
import type { ThemeRecipe } from '../design/designed-theme';
import { FONT } from '../fonts/faces';
import { type ColumnsProps, inMain, inSide } from './sidebar';
import type { TemplateLook, TemplateProps } from './template';

const PLUM = '#5b2a86';
/** The accent strip down the page's left edge, in points: inside the margin, never under text. */
export const CREATIVE_STRIP_WIDTH = 12;
/** How thick, in points, the accent rule under creative's header is (its letters' rule too). */
export const CREATIVE_RULE_WEIGHT = 3;
/** The main column's share of the width between the margins, in %; the side column has the rest. */
const MAIN_SHARE = 64;

/**
 * Inter, bold: a strip of the accent down the left edge of every page, a large accent name over a
 * thick rule, barred headings; then two columns, the main one (summary, experience, projects,
 * education, the person's own sections) on the left and a side one (contact, skills as chips,
 * languages, certifications, links) on the right behind an accent rule. The main column comes
 * first in the text layer and each column flows onto the next page on its own.
 */
const recipe: ThemeRecipe = {
  tokens: {
    fonts: { body: FONT.inter, heading: FONT.inter, name: FONT.inter },
    size: 9,
    leading: 1.45,
    colors: { text: '#211a2b', muted: '#5d5566', accent: PLUM, rule: '#d9cfe3', tint: '#efe8f6' },
    margins: { top: 42, right: 46, bottom: 44, left: 50 },
  },
  options: { headingDecoration: 'bar', entryLayout: 'dates-below', bullet: '•', separator: '  ·  ' },
  overrides: {
    name: { fontWeight: 700, fontSize: 27, color: PLUM, letterSpacing: -0.2 },
    title: { fontWeight: 600, marginTop: 3 },
    section: { marginTop: 13 },
    headingBox: { marginBottom: 5 },
    heading: { fontWeight: 700, fontSize: 10.5, textTransform: 'none', letterSpacing: 0.2 },
    entryTitle: { fontWeight: 700 },
    entryOrg: { color: PLUM, fontWeight: 600 },
  },
};

const SECTIONS = templateSectionOrder('creative');

/** The accent strip, fixed behind every page: text-free decoration, so reading order is untouched. */
function AccentStrip() {
  const { colors } = useTheme().tokens;
  return <LeftBand width={CREATIVE_STRIP_WIDTH} color={colors.accentFill ?? colors.accent} />;
}

/** Name and headline over a thick rule in the accent's fill, across both columns. */
function CreativeHeader({ resume }: { resume: ResumeView }) {
  const { colors } = useTheme().tokens;
  const rule = colors.accentFill ?? colors.accent;
  return (
    <View style={{ borderBottomWidth: CREATIVE_RULE_WEIGHT, borderBottomColor: rule, paddingBottom: 10 }}>
      <FullName name={resume.name} />
      <Headline title={resume.title} />
    </View>
  );
}

/**
 * The header across the page, then the two columns, on the resume and its letters: the main one
 * (`main`) on the left, first in reading order; the side one (contacts, then `side`) on the right,
 * behind a rule in the accent.
 */
export function CreativeColumns({ resume, main, side }: ColumnsProps) {
  const { colors } = useTheme().tokens;
  return (
    <>
      <CreativeHeader resume={resume} />
      <View style={{ flexDirection: 'row' }}>
        <View style={{ width: `${MAIN_SHARE}%`, paddingRight: 18 }}>{main}</View>
        <View
          style={{
            width: `${100 - MAIN_SHARE}%`,
            paddingLeft: 14,
            borderLeftWidth: CREATIVE_RULE_WEIGHT / 2,
            borderLeftColor: colors.accentFill ?? colors.accent,
          }}
        >
          <ContactSection resume={resume} />
          {side}
        </View>
      </View>
    </>
  );
}

function CreativeTemplate({ resume, paper, watermark }: TemplateProps) {
  return (
    <ResumePage paper={paper} watermark={watermark} background={<AccentStrip />}>
      <CreativeColumns
        resume={resume}
        main={<SectionList resume={resume} order={SECTIONS} skills="chips" include={inMain} />}
        side={<SectionList resume={resume} order={SECTIONS} skills="chips" include={inSide} />}
      />
    </ResumePage>
  );
}

export const creativeLook: TemplateLook = { recipe, sections: SECTIONS, layout: CreativeTemplate };
