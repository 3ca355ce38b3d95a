/** @jsxRuntime automatic */
import type { Styles } from '@react-pdf/renderer';
import { createContext, type ReactNode, useContext } from 'react';

export type Style = Styles[string];

/** The few decisions that give a template its character; every style below is derived from them. */
export type ThemeTokens = {
  fonts: { body: string; heading: string; name: string };
  /** Body text size in points. */
  size: number;
  /** Line height as a multiple of the font size (written out in points: see lineHeight()). */
  leading: number;
  /** A multiple of the space between blocks (sections, entries), which follows the line spacing; 1 when absent. */
  spacing?: number;
  /** The design's multiple of the template's text sizes, which the space between chips follows; 1 when absent. */
  scale?: number;
  colors: {
    text: string;
    muted: string;
    /** The accent wherever it colours text (or a surface under white text): always readable. */
    accent: string;
    rule: string;
    tint: string;
    /** The accent of rules, bars and fills, which need no text contrast; `accent` when absent. */
    accentFill?: string;
    /** A tinted column behind text (sidebar). */
    panel?: string;
  };
  /** Page padding in points; the bottom one also leaves room for the watermark. */
  margins: { top: number; right: number; bottom: number; left: number };
};

export type EntryLayout = 'dates-right' | 'dates-below' | 'inline';

export type ThemeOptions = {
  /** How a section heading is drawn; the words are always real text. */
  headingDecoration: 'none' | 'rule-below' | 'bar' | 'flanked';
  entryLayout: EntryLayout;
  bullet: string;
  /** Between items on one line (contacts, inline skills), spaces included. */
  separator: string;
  /**
   * The page has no side padding: its columns pad themselves by the side margins, so a tinted
   * column can reach the paper's edge (sidebar).
   */
  bleed?: boolean;
};

const STYLE_KEYS = [
  'page',
  'name',
  'title',
  'contactRow',
  'contactLine',
  'separator',
  'caption',
  'link',
  'section',
  'headingBox',
  'heading',
  'headingRule',
  'paragraph',
  'entry',
  'entryHeadRow',
  'entryHeadMain',
  'entryHeadAside',
  'entryTitle',
  'entryOrg',
  'entryMeta',
  'entryDescription',
  'bulletList',
  'bulletRow',
  'bullet',
  'bulletText',
  'inlineList',
  'muted',
  'chipList',
  'chip',
  'skillGrid',
  'skillCell',
  'skillBarTrack',
  'skillBarFill',
  'watermark',
] as const;

export type StyleKey = (typeof STYLE_KEYS)[number];
export type ThemeStyles = Record<StyleKey, Style>;
export type Theme = {
  tokens: ThemeTokens;
  options: ThemeOptions;
  styles: ThemeStyles;
  /**
   * Points of content that must fit below a section heading, or the heading moves to the next
   * page. Covers an entry head (kept unbroken) plus a line after it, so no heading ends a page.
   */
  keepWithHeading: number;
};

/**
 * Line heights go on Text styles only, in points: on a View or Page, or unitless, react-pdf
 * mis-scales them or blanks fixed text (STACK-NOTES.md).
 */
export function lineHeight(tokens: ThemeTokens, fontSize = tokens.size): string {
  return `${Math.round(fontSize * tokens.leading * 10) / 10}pt`;
}

function baseStyles(t: ThemeTokens, bleed: boolean): ThemeStyles {
  const { size, colors, fonts } = t;
  const gap = size * (t.spacing ?? 1);
  const text = { lineHeight: lineHeight(t) };
  return {
    page: {
      paddingTop: t.margins.top,
      paddingRight: bleed ? 0 : t.margins.right,
      paddingBottom: t.margins.bottom,
      paddingLeft: bleed ? 0 : t.margins.left,
      fontFamily: fonts.body,
      fontSize: size,
      color: colors.text,
    },
    name: {
      fontFamily: fonts.name,
      fontSize: size * 2.4,
      fontWeight: 700,
      lineHeight: lineHeight(t, size * 2.4 * 0.9),
    },
    title: { fontSize: size * 1.2, color: colors.muted, lineHeight: lineHeight(t, size * 1.2) },
    contactRow: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 4 },
    contactLine: { fontSize: size * 0.95, color: colors.muted, lineHeight: lineHeight(t, size * 0.95) },
    // Space around a separator is margin, not spaces: react-pdf drops spaces at a line's end.
    separator: { color: colors.muted },
    caption: {
      fontSize: size * 0.8,
      color: colors.muted,
      textTransform: 'uppercase',
      letterSpacing: 0.3,
      lineHeight: lineHeight(t, size * 0.8),
    },
    link: { color: colors.text, textDecoration: 'none' },
    section: { marginTop: gap * 1.3 },
    headingBox: { marginBottom: gap * 0.5 },
    heading: {
      fontFamily: fonts.heading,
      fontSize: size * 1.1,
      fontWeight: 700,
      color: colors.accent,
      textTransform: 'uppercase',
      // Tracking stays under ~5% of the size: wider, and pdf.js or pdfminer read "S U M M A R Y".
      letterSpacing: 0.5,
      lineHeight: lineHeight(t, size * 1.1),
    },
    headingRule: { borderBottomWidth: 0.75, borderBottomColor: colors.rule, marginTop: 2 },
    paragraph: text,
    entry: { marginTop: gap * 0.8 },
    entryHeadRow: { flexDirection: 'row', justifyContent: 'space-between' },
    // flex: 1 (basis 0): with an auto basis react-pdf lays text out at full width, then overflows.
    entryHeadMain: { flex: 1, paddingRight: 8 },
    entryHeadAside: { flexShrink: 0, alignItems: 'flex-end', maxWidth: '38%' },
    entryTitle: { fontWeight: 700, ...text },
    entryOrg: text,
    entryMeta: { color: colors.muted, ...text },
    entryDescription: { fontStyle: 'italic', color: colors.muted, marginTop: 1, ...text },
    bulletList: { marginTop: 2 },
    bulletRow: { flexDirection: 'row', marginBottom: 1 },
    bullet: { width: size * 1.2, color: colors.accent, ...text },
    bulletText: { flex: 1, ...text },
    inlineList: text,
    muted: { color: colors.muted },
    chipList: { flexDirection: 'row', flexWrap: 'wrap' },
    chip: {
      flexDirection: 'row',
      backgroundColor: colors.tint,
      borderRadius: 3,
      paddingVertical: 2,
      // Chips stay more than 1.5 of their text size apart, so a parser reads each as its own item.
      paddingHorizontal: 6 * (t.scale ?? 1),
      marginRight: 4 * (t.scale ?? 1),
      marginBottom: 4,
    },
    skillGrid: { flexDirection: 'row', flexWrap: 'wrap' },
    skillCell: { width: '33.33%', paddingRight: 8, marginBottom: 3 },
    skillBarTrack: { height: 2.5, backgroundColor: colors.rule, marginTop: 2, marginBottom: 5 },
    skillBarFill: { height: 2.5, backgroundColor: colors.accentFill ?? colors.accent },
    watermark: {
      position: 'absolute',
      bottom: 14,
      left: 0,
      right: 0,
      textAlign: 'center',
      fontFamily: fonts.body,
      fontSize: 7,
      color: '#9aa0a6',
    },
  };
}

/** A template's theme: base styles from its tokens, with only what the template does differently overridden. */
export function createTheme(
  tokens: ThemeTokens,
  options: ThemeOptions,
  overrides: Partial<Record<StyleKey, Style>> = {},
): Theme {
  const base = baseStyles(tokens, options.bleed ?? false);
  const styles = Object.fromEntries(
    STYLE_KEYS.map((key) => [key, { ...base[key], ...overrides[key] }]),
  ) as ThemeStyles;
  const headLines = options.entryLayout === 'dates-below' ? 3 : 2;
  const keepWithHeading = Math.ceil(tokens.size * tokens.leading * (headLines + 2));
  return { tokens, options, styles, keepWithHeading };
}

const ThemeContext = createContext<Theme | null>(null);

export function ThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  return <ThemeContext.Provider value={theme}>{children}</ThemeContext.Provider>;
}

export function useTheme(): Theme {
  const theme = useContext(ThemeContext);
  if (!theme) throw new Error('Resume blocks must be rendered inside a template (ThemeProvider)');
  return theme;
}
