/** @jsxRuntime automatic */
import { View } from '@react-pdf/renderer';
import { type ResumeView, type SectionKey, templateSectionOrder } from '@resume/core';
import type { ReactNode } from 'react';
import { FullName, Headline } from '../blocks/header';
import { LeftBand } from '../blocks/left-band';
import { ResumePage } from '../blocks/page';
import { SectionList } from '../blocks/section-list';
import { ContactSection } from '../blocks/sections';
import { useTheme } from '../blocks/theme';
import type { ThemeRecipe } from '../design/designed-theme';
import { FONT } from '../fonts/faces';
import type { TemplateLook, TemplateProps } from './template';

/** The side column's share of the page's width, in %, on the resume and its letters. */
export const SIDEBAR_SHARE = 33;
const SLATE = '#27435c';
/** The side column's tint, behind every page of the resume and its letters. */
const PANEL = '#edf1f5';

/**
 * Roboto; a tinted left column with contacts, skills and extras beside the experience. The page
 * bleeds: the columns pad themselves by the side margins so the tint reaches the paper's edge.
 */
const recipe: ThemeRecipe = {
  tokens: {
    fonts: { body: FONT.roboto, heading: FONT.roboto, name: FONT.roboto },
    size: 9.2,
    leading: 1.42,
    colors: {
      text: '#1d2733',
      muted: '#56636f',
      accent: SLATE,
      rule: '#c5cfd9',
      tint: '#dfe6ee',
      panel: PANEL,
    },
    margins: { top: 40, right: 40, bottom: 44, left: 26 },
  },
  options: {
    headingDecoration: 'rule-below',
    entryLayout: 'dates-right',
    bullet: '•',
    separator: ' · ',
    bleed: true,
  },
  overrides: {
    name: { fontWeight: 700, fontSize: 23, color: SLATE },
    title: { marginTop: 2 },
    section: { marginTop: 14 },
    heading: { fontSize: 9.6, letterSpacing: 0.5 },
    headingRule: { borderBottomColor: SLATE, borderBottomWidth: 1, width: 24, marginTop: 3 },
    entryTitle: { fontWeight: 600 },
    watermark: { left: `${SIDEBAR_SHARE}%` },
  },
  shades: { [PANEL]: 0.93 },
};

const SECTIONS = templateSectionOrder('sidebar');

/**
 * What a side column holds (here and in creative's), in the person's order; everything else, their
 * own sections too, is main.
 */
const SIDE_SECTIONS: ReadonlySet<SectionKey> = new Set<SectionKey>([
  'skills',
  'languages',
  'certifications',
  'links',
]);
export const inSide = (key: SectionKey) => SIDE_SECTIONS.has(key);
export const inMain = (key: SectionKey) => !SIDE_SECTIONS.has(key);

/** The side column's tint, fixed behind every page: a page's `background`. */
export function SidebarTint() {
  const { colors } = useTheme().tokens;
  return <LeftBand width={`${SIDEBAR_SHARE}%`} color={colors.panel} />;
}

/** A two-column template's columns: the resume, what its main column holds, what its side one adds to the contacts. */
export type ColumnsProps = { resume: ResumeView; main: ReactNode; side?: ReactNode };

/**
 * The two columns, on the resume and its letters: the main one (name, headline, then `main`) first
 * in reading order, drawn on the right by `row-reverse`; the side one (contacts, then `side`) on the
 * tinted left.
 */
export function SidebarColumns({ resume, main, side }: ColumnsProps) {
  const { margins } = useTheme().tokens;
  return (
    <View style={{ flexDirection: 'row-reverse' }}>
      <View style={{ width: `${100 - SIDEBAR_SHARE}%`, paddingLeft: 24, paddingRight: margins.right }}>
        <FullName name={resume.name} />
        <Headline title={resume.title} />
        {main}
      </View>
      <View
        style={{ width: `${SIDEBAR_SHARE}%`, paddingLeft: margins.left, paddingRight: 18, marginTop: -14 }}
      >
        <ContactSection resume={resume} />
        {side}
      </View>
    </View>
  );
}

/**
 * Reading order (the order parsers and screen readers get): the main column first (name, title,
 * summary, experience, education, projects, the person's own sections), then the sidebar (contact,
 * skills, languages, certifications, links). `row-reverse` draws the sidebar on the left while
 * keeping that order. Within each column the sections follow the person's order.
 */
function SidebarTemplate({ resume, paper, watermark }: TemplateProps) {
  return (
    <ResumePage paper={paper} watermark={watermark} background={<SidebarTint />}>
      <SidebarColumns
        resume={resume}
        main={<SectionList resume={resume} order={SECTIONS} skills="bars" include={inMain} />}
        side={
          <SectionList resume={resume} order={SECTIONS} skills="bars" layout="dates-below" include={inSide} />
        }
      />
    </ResumePage>
  );
}

export const sidebarLook: TemplateLook = { recipe, sections: SECTIONS, layout: SidebarTemplate };
