import { Font } from '@react-pdf/renderer';
import { resolveFontFile } from '#font-files';
import { type GlyphSource, keepCodePoints } from './code-points';
import { FACES, FONT_FAMILIES, fontFileId } from './faces';
import { type LookupSource, rememberLookups } from './lookups';
import { cacheShaping, type Shaper } from './shaping-cache';

let registered = false;

type LoadedFont = GlyphSource & Shaper & LookupSource;

/** Adjusts each face as react-pdf loads it (lazily, on the first document that uses it). */
function onLoad(family: string, adjust: (font: LoadedFont) => void): void {
  for (const source of Font.getRegisteredFonts()[family]?.sources ?? []) {
    const load = source.load.bind(source);
    source.load = async () => {
      await load();
      if (source.data) adjust(source.data as unknown as LoadedFont);
    };
  }
}

/**
 * Registers every template typeface with react-pdf, once per process (or page). react-pdf reads and
 * parses a file the first time a document uses it and keeps it, so later renders only subset.
 */
export function registerResumeFonts(): void {
  if (registered) return;
  registered = true;
  for (const family of FONT_FAMILIES) {
    Font.register({
      family,
      fonts: FACES.map((face) => ({
        src: resolveFontFile(fontFileId(family, face.dir)),
        fontWeight: face.fontWeight,
        fontStyle: face.fontStyle,
      })),
    });
    onLoad(family, (font) => {
      keepCodePoints(font);
      cacheShaping(font);
      rememberLookups(font);
    });
  }
  // Hyphenation would put "engi-" and "neering" in the text layer, which parsers read literally.
  Font.registerHyphenationCallback((word) => [word]);
}
