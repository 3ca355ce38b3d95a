/**
 * The typefaces templates may use. All six cover accented Latin, Cyrillic and Greek (checked with
 * fontkit: Lato and PT Serif, also installed, miss Greek or Central European letters, so they are
 * not offered). TTF only: WOFF is ~3× slower in react-pdf and WOFF2 crashes fontkit.
 */
export const FONT = {
  notoSerif: 'Noto Serif',
  notoSans: 'Noto Sans',
  inter: 'Inter',
  sourceSans: 'Source Sans 3',
  roboto: 'Roboto',
  garamond: 'EB Garamond',
} as const;

export type FontFamily = (typeof FONT)[keyof typeof FONT];

/** Where each family lives: @expo-google-fonts/<package>/<face>/<prefix>_<face>.ttf */
const PACKAGES = {
  'Noto Serif': { pkg: 'noto-serif', prefix: 'NotoSerif' },
  'Noto Sans': { pkg: 'noto-sans', prefix: 'NotoSans' },
  Inter: { pkg: 'inter', prefix: 'Inter' },
  'Source Sans 3': { pkg: 'source-sans-3', prefix: 'SourceSans3' },
  Roboto: { pkg: 'roboto', prefix: 'Roboto' },
  'EB Garamond': { pkg: 'eb-garamond', prefix: 'EBGaramond' },
} as const satisfies Record<FontFamily, { pkg: string; prefix: string }>;

/** Every family gets the same four faces, so a template style never falls back to a fake bold. */
export const FACES = [
  { dir: '400Regular', fontWeight: 400, fontStyle: 'normal' },
  { dir: '400Regular_Italic', fontWeight: 400, fontStyle: 'italic' },
  { dir: '600SemiBold', fontWeight: 600, fontStyle: 'normal' },
  { dir: '700Bold', fontWeight: 700, fontStyle: 'normal' },
] as const;

type FontPackage = (typeof PACKAGES)[FontFamily]['pkg'];
type FaceDir = (typeof FACES)[number]['dir'];

/** `inter/600SemiBold`: one TTF file. */
export type FontFileId = `${FontPackage}/${FaceDir}`;

export function fontFileId(family: FontFamily, dir: FaceDir): FontFileId {
  return `${PACKAGES[family].pkg}/${dir}`;
}

/** The bare module specifier of a font file, as Node and bundlers resolve it. */
export function fontFileSpecifier(family: FontFamily, dir: FaceDir): string {
  const { pkg, prefix } = PACKAGES[family];
  return `@expo-google-fonts/${pkg}/${dir}/${prefix}_${dir}.ttf`;
}

export const FONT_FAMILIES = Object.values(FONT);
