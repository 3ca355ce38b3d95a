/** @jsxRuntime automatic */
import { type ResumeView, templateSectionOrder } from '@resume/core';
import { StackedHeader } from '../blocks/header';
import { ResumePage } from '../blocks/page';
import { SectionList } from '../blocks/section-list';
import { useTheme } from '../blocks/theme';
import type { ThemeRecipe } from '../design/designed-theme';
import { FONT } from '../fonts/faces';
import type { TemplateLook, TemplateProps } from './template';

const TEAL = '#0f5f5a';
/** The headline and contacts on the band, and the separators between them. */
const ON_BAND = '#d5ecea';
const ON_BAND_MUTED = '#7fb3ae';

/** Inter throughout, a coloured name band on the first page, skills as chips. */
const recipe: ThemeRecipe = {
  tokens: {
    fonts: { body: FONT.inter, heading: FONT.inter, name: FONT.inter },
    size: 9.2,
    leading: 1.45,
    colors: { text: '#1f2933', muted: '#52606d', accent: TEAL, rule: '#c9d6d5', tint: '#e4f0ef' },
    margins: { top: 36, right: 44, bottom: 44, left: 44 },
  },
  options: { headingDecoration: 'bar', entryLayout: 'dates-right', bullet: '•', separator: '   |   ' },
  overrides: {
    name: { fontWeight: 700, color: '#ffffff', fontSize: 24, letterSpacing: 0.2 },
    title: { color: ON_BAND, marginTop: 2 },
    contactRow: { marginTop: 8 },
    contactLine: { color: ON_BAND },
    separator: { color: ON_BAND_MUTED },
    heading: { fontWeight: 600, fontSize: 11.5, textTransform: 'none', letterSpacing: 0.2 },
    headingBox: { marginBottom: 6 },
    entryTitle: { fontWeight: 600 },
    entryOrg: { color: TEAL },
  },
  shades: { [ON_BAND]: 0.85, [ON_BAND_MUTED]: 0.5 },
};

const SECTIONS = templateSectionOrder('modern');

/**
 * Modern's header, on its resume and its letters: name, headline and contacts in light type on a
 * band of the accent (its readable shade: the band carries text). Negative margins let the band
 * bleed to the paper's edges on page one only. Nothing without a header.
 */
export function ModernHeader({ resume }: { resume: ResumeView }) {
  const { colors, margins } = useTheme().tokens;
  if (!(resume.name || resume.title || resume.contacts.length)) return null;
  return (
    <StackedHeader
      resume={resume}
      style={{
        backgroundColor: colors.accent,
        marginTop: -margins.top,
        marginLeft: -margins.left,
        marginRight: -margins.right,
        paddingLeft: margins.left,
        paddingRight: margins.right,
        paddingTop: 30,
        paddingBottom: 18,
        marginBottom: 2,
      }}
    />
  );
}

function ModernTemplate({ resume, paper, watermark }: TemplateProps) {
  return (
    <ResumePage paper={paper} watermark={watermark}>
      <ModernHeader resume={resume} />
      <SectionList resume={resume} order={SECTIONS} skills="chips" />
    </ResumePage>
  );
}

export const modernLook: TemplateLook = { recipe, sections: SECTIONS, layout: ModernTemplate };
