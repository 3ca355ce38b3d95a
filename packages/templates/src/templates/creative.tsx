/** @jsxRuntime automatic */
import type { ResumeView } from '@resume/core';
import { StackedHeader } from '../blocks/header';
import { LeftBand } from '../blocks/left-band';
import { ResumePage } from '../blocks/page';
import { type SectionId, SectionList } from '../blocks/section-list';
import { useTheme } from '../blocks/theme';
import type { ThemeRecipe } from '../design/designed-theme';
import { FONT } from '../fonts/faces';
import type { TemplateLook, TemplateProps } from './template';

const PLUM = '#5b2a86';
/** The accent strip down the page's left edge, in points: inside the margin, never under text. */
export const CREATIVE_STRIP_WIDTH = 12;
/** How thick, in points, the accent rule under creative's header is (its letters' rule too). */
export const CREATIVE_RULE_WEIGHT = 3;

/**
 * Inter, a strip of the accent down the left edge of every page, a large accent name over a thick
 * rule, barred headings, skills as chips near the top. One column of text: the design is in the
 * page, not in columns, so every page reads (and parses) in order whatever its breaks.
 */
const recipe: ThemeRecipe = {
  tokens: {
    fonts: { body: FONT.inter, heading: FONT.inter, name: FONT.inter },
    size: 9,
    leading: 1.45,
    colors: { text: '#211a2b', muted: '#5d5566', accent: PLUM, rule: '#d9cfe3', tint: '#efe8f6' },
    margins: { top: 42, right: 46, bottom: 44, left: 50 },
  },
  options: { headingDecoration: 'bar', entryLayout: 'dates-right', bullet: '•', separator: '  ·  ' },
  overrides: {
    name: { fontWeight: 700, fontSize: 27, color: PLUM, letterSpacing: -0.2 },
    title: { fontWeight: 600, marginTop: 3 },
    contactRow: { marginTop: 6 },
    section: { marginTop: 13 },
    headingBox: { marginBottom: 5 },
    heading: { fontWeight: 700, fontSize: 10.5, textTransform: 'none', letterSpacing: 0.2 },
    entryTitle: { fontWeight: 600 },
    entryOrg: { color: PLUM },
  },
};

const SECTIONS: readonly SectionId[] = [
  'summary',
  'skills',
  'experience',
  'projects',
  'education',
  'certifications',
  'languages',
  'links',
];

/** The accent strip, fixed behind every page: text-free decoration, so reading order is untouched. */
function AccentStrip() {
  const { colors } = useTheme().tokens;
  return <LeftBand width={CREATIVE_STRIP_WIDTH} color={colors.accentFill ?? colors.accent} />;
}

/** Name, headline and contacts over a thick rule in the accent's fill. */
function CreativeHeader({ resume }: { resume: ResumeView }) {
  const { colors } = useTheme().tokens;
  return (
    <StackedHeader
      resume={resume}
      style={{
        borderBottomWidth: CREATIVE_RULE_WEIGHT,
        borderBottomColor: colors.accentFill ?? colors.accent,
        paddingBottom: 10,
      }}
    />
  );
}

function CreativeTemplate({ resume, paper, watermark }: TemplateProps) {
  return (
    <ResumePage paper={paper} watermark={watermark} background={<AccentStrip />}>
      <CreativeHeader resume={resume} />
      <SectionList resume={resume} order={SECTIONS} skills="chips" />
    </ResumePage>
  );
}

export const creativeLook: TemplateLook = { recipe, sections: SECTIONS, layout: CreativeTemplate };
