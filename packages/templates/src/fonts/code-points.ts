/** The slice of a fontkit font this fix touches. */
export type GlyphSource = {
  getGlyph(id: number, codePoints?: number[]): { codePoints: number[] } | null;
};

const repaired = new WeakSet<object>();

/**
 * Works around a fontkit cache that loses letters from the text layer. When a PDF is written,
 * fontkit loads the parts of accented glyphs ("C" inside "Ç") and caches them with no characters;
 * every later document that lays out a plain "C" gets that cached glyph, and react-pdf maps it to
 * nothing, so PDF readers and ATS parsers see "arlos" for "Carlos". Glyphs are drawn correctly;
 * only the text is lost. Here a cached glyph without characters takes the ones layout asks for.
 */
export function keepCodePoints(font: GlyphSource): void {
  if (repaired.has(font)) return;
  repaired.add(font);
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = getGlyph(id, codePoints);
    if (glyph && glyph.codePoints.length === 0 && codePoints.length > 0) glyph.codePoints = codePoints;
    return glyph;
  };
}
