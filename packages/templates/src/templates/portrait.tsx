/** @jsxRuntime automatic */
import { Image, View } from '@react-pdf/renderer';
import { type ResumeView, templateSectionOrder } from '@resume/core';
import { ContactLine, FullName, Headline } from '../blocks/header';
import { ResumePage } from '../blocks/page';
import { SectionList } from '../blocks/section-list';
import { useTheme } from '../blocks/theme';
import type { ThemeRecipe } from '../design/designed-theme';
import { FONT } from '../fonts/faces';
import type { TemplateLook, TemplateProps } from './template';

const OCEAN = '#0b5c8a';
/** The photo's side, in points (about 2.5 cm): a face, not a poster. */
export const PORTRAIT_PHOTO_SIZE = 72;

/** Roboto, the photo in a round frame beside the name, headings over a short accent rule. */
const recipe: ThemeRecipe = {
  tokens: {
    fonts: { body: FONT.roboto, heading: FONT.roboto, name: FONT.roboto },
    size: 9.3,
    leading: 1.42,
    colors: { text: '#1b2530', muted: '#56616d', accent: OCEAN, rule: '#c8d3dc', tint: '#e3eef5' },
    margins: { top: 44, right: 50, bottom: 44, left: 50 },
  },
  options: { headingDecoration: 'rule-below', entryLayout: 'dates-right', bullet: '•', separator: '  ·  ' },
  overrides: {
    name: { fontWeight: 700, fontSize: 24 },
    title: { color: OCEAN, fontWeight: 600, marginTop: 2 },
    contactRow: { marginTop: 6 },
    section: { marginTop: 14 },
    heading: { fontSize: 10, letterSpacing: 0.5 },
    headingRule: { borderBottomColor: OCEAN, borderBottomWidth: 1.5, width: 28, marginTop: 3 },
    entryTitle: { fontWeight: 600 },
  },
};

const SECTIONS = templateSectionOrder('portrait');

/**
 * The photo, when there is one, left of the name, headline and contacts; without one the words
 * take the whole width, as in any stacked header. The picture carries no text, so reading order
 * and parsing are the same either way.
 */
function PortraitHeader({ resume, photo }: { resume: ResumeView; photo: string }) {
  const { colors } = useTheme().tokens;
  return (
    <View style={{ flexDirection: 'row', alignItems: 'center' }}>
      {photo ? (
        <Image
          src={photo}
          style={{
            width: PORTRAIT_PHOTO_SIZE,
            height: PORTRAIT_PHOTO_SIZE,
            borderRadius: PORTRAIT_PHOTO_SIZE / 2,
            objectFit: 'cover',
            marginRight: 16,
            borderWidth: 1.5,
            borderColor: colors.accentFill ?? colors.accent,
          }}
        />
      ) : null}
      <View style={{ flex: 1 }}>
        <FullName name={resume.name} />
        <Headline title={resume.title} />
        <ContactLine contacts={resume.contacts} />
      </View>
    </View>
  );
}

function PortraitTemplate({ resume, paper, watermark, photo = '' }: TemplateProps) {
  return (
    <ResumePage paper={paper} watermark={watermark}>
      <PortraitHeader resume={resume} photo={photo} />
      <SectionList resume={resume} order={SECTIONS} skills="chips" />
    </ResumePage>
  );
}

export const portraitLook: TemplateLook = {
  recipe,
  sections: SECTIONS,
  photo: true,
  layout: PortraitTemplate,
};
