import { DESIGN_MARGINS, designFont, mixColours, type ResumeDesign, readableAccent } from '@resume/core';
import {
  createTheme,
  type Style,
  type StyleKey,
  type Theme,
  type ThemeOptions,
  type ThemeTokens,
} from '../blocks/theme';

type Overrides = Partial<Record<StyleKey, Style>>;

/** What a template's look is made of, before the person's design is applied to it. */
export type ThemeRecipe = {
  tokens: ThemeTokens;
  options: ThemeOptions;
  /** Only what the template draws differently from the base styles. */
  overrides?: Overrides;
  /**
   * Colours the template derives from its accent, each as the share of white mixed into it (the
   * tint is 0.88 unless named): with a chosen accent they are derived from that one instead.
   */
  shades?: Readonly<Record<string, number>>;
};

const WHITE = '#ffffff';
const TINT_SHARE = 0.88;

/** Every style, one function applied to each of its values. */
function mapStyles(overrides: Overrides, map: (key: string, value: unknown) => unknown): Overrides {
  return Object.fromEntries(
    Object.entries(overrides).map(([name, style]) => [
      name,
      Object.fromEntries(Object.entries(style ?? {}).map(([key, value]) => [key, map(key, value)])),
    ]),
  );
}

/** `'20pt'` → 20: the absolute line heights templates set (STACK-NOTES: points, on Text only). */
const points = (value: string) => Number.parseFloat(value);

function applyFont(recipe: ThemeRecipe, family: string): ThemeRecipe {
  return {
    ...recipe,
    tokens: { ...recipe.tokens, fonts: { body: family, heading: family, name: family } },
    overrides: mapStyles(recipe.overrides ?? {}, (key, value) => (key === 'fontFamily' ? family : value)),
  };
}

const VERTICAL_GAPS = new Set([
  'marginTop',
  'marginBottom',
  'paddingTop',
  'paddingBottom',
  'paddingVertical',
]);

/**
 * Sizes scale with the text; line heights and the gaps between blocks with the text and the
 * spacing, so a page keeps its proportions (the parser tells entries apart by those gaps).
 */
function applyScale(recipe: ThemeRecipe, size: number, spacing: number): ThemeRecipe {
  const { tokens } = recipe;
  return {
    ...recipe,
    tokens: { ...tokens, size: tokens.size * size, leading: tokens.leading * spacing, spacing, scale: size },
    overrides: mapStyles(recipe.overrides ?? {}, (key, value) => {
      if (key === 'fontSize' && typeof value === 'number') return value * size;
      if (key === 'lineHeight' && typeof value === 'string') return `${points(value) * size * spacing}pt`;
      if (VERTICAL_GAPS.has(key) && typeof value === 'number') return value * size * spacing;
      return value;
    }),
  };
}

/**
 * The chosen margins on every side. A bleeding template (sidebar) keeps the proportion of its
 * outer paddings: a full margin would leave its narrow side column too little room.
 */
function applyMargins(
  recipe: ThemeRecipe,
  { vertical, horizontal }: { vertical: number; horizontal: number },
) {
  const own = recipe.tokens.margins;
  const left = recipe.options.bleed ? Math.round((horizontal * own.left) / own.right) : horizontal;
  const margins = { top: vertical, bottom: vertical, left, right: horizontal };
  return { ...recipe, tokens: { ...recipe.tokens, margins } };
}

/**
 * The chosen accent in place of the template's: as text in its readable shade (design-colour.ts),
 * in rules and fills as chosen, and the template's tints derived from it.
 */
function applyAccent(recipe: ThemeRecipe, chosen: string): ThemeRecipe {
  const own = recipe.tokens.colors;
  const fill = chosen.toLowerCase();
  const text = readableAccent(fill);
  const shades = { [own.tint]: TINT_SHARE, ...recipe.shades };
  const recolour = (value: string, asText: boolean): string => {
    if (value === own.accent) return asText ? text : fill;
    const share = shades[value];
    return share === undefined ? value : mixColours(fill, WHITE, share);
  };
  const colors = {
    ...own,
    accent: text,
    accentFill: fill,
    rule: own.rule === own.accent ? fill : own.rule,
    tint: recolour(own.tint, false),
    ...(own.panel ? { panel: recolour(own.panel, false) } : {}),
  };
  return {
    ...recipe,
    tokens: { ...recipe.tokens, colors },
    overrides: mapStyles(recipe.overrides ?? {}, (key, value) =>
      typeof value === 'string' && /color$/i.test(key) ? recolour(value, key === 'color') : value,
    ),
  };
}

function designed(recipe: ThemeRecipe, design: ResumeDesign): Theme {
  let look = recipe;
  const font = designFont(design.font);
  if (font) look = applyFont(look, font.name);
  if (design.font_scale || design.line_scale)
    look = applyScale(look, design.font_scale ?? 1, design.line_scale ?? 1);
  if (design.margins) look = applyMargins(look, DESIGN_MARGINS[design.margins]);
  if (design.accent) look = applyAccent(look, design.accent);
  return createTheme(look.tokens, look.options, look.overrides);
}

/** Themes already built, per recipe and design: a preview re-renders the same one at every key. */
const built = new WeakMap<ThemeRecipe, Map<string, Theme>>();

const keyOf = (design: ResumeDesign) =>
  JSON.stringify(
    Object.entries(design)
      .filter(([, value]) => value !== undefined)
      .sort(),
  );

/** A template's theme in the person's design; without one (or an empty one), the template's own. */
export function designedTheme(recipe: ThemeRecipe, design: ResumeDesign = {}): Theme {
  const themes = built.get(recipe) ?? new Map<string, Theme>();
  built.set(recipe, themes);
  const key = keyOf(design);
  let theme = themes.get(key);
  if (!theme) {
    theme = designed(recipe, design);
    // A bound on what a long editing session keeps: each design the person tried is a few objects.
    if (themes.size > 50) themes.clear();
    themes.set(key, theme);
  }
  return theme;
}
