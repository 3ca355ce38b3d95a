/** The slice of a fontkit font these shortcuts touch. */
export type LookupSource = {
  unitsPerEm: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
};

/** Answers kept for the Basic Multilingual Plane: 0 not asked yet, 1 no glyph, 2 a glyph. */
const BMP_SIZE = 0x10000;
const NOT_ASKED = 0;
const HAS_GLYPH = 2;

const remembered = new WeakSet<object>();

/**
 * Answers two fontkit questions from memory that react-pdf asks for every character of every
 * paragraph: "has this face a glyph for it?" (font fallback; fontkit searches the cmap table each
 * time) and the face's units per em (a getter that looks its table up by name each time). Both
 * answers are fixed for a loaded face. Coverage is kept in a fixed 64 KiB table per face, so text
 * full of unusual characters cannot make it grow; characters outside the BMP are looked up as before.
 */
export function rememberLookups(font: LookupSource): void {
  if (remembered.has(font)) return;
  remembered.add(font);
  Object.defineProperty(font, 'unitsPerEm', { value: font.unitsPerEm, enumerable: true });
  const hasGlyph = font.hasGlyphForCodePoint.bind(font);
  const coverage = new Uint8Array(BMP_SIZE);
  font.hasGlyphForCodePoint = (codePoint) => {
    if (!(codePoint >= 0 && codePoint < BMP_SIZE)) return hasGlyph(codePoint);
    if (coverage[codePoint] === NOT_ASKED) coverage[codePoint] = hasGlyph(codePoint) ? HAS_GLYPH : 1;
    return coverage[codePoint] === HAS_GLYPH;
  };
}
