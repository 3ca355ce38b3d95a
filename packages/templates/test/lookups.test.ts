import { Font } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES } from '../src/fonts/faces';
import type { LookupSource } from '../src/fonts/lookups';
import { registerResumeFonts } from '../src/fonts/register';

/** Latin, accents, Cyrillic, Greek, punctuation, a CJK ideograph, an emoji, the soft hyphen. */
const CODE_POINTS = [...'Aé Łż Жя Ωώ –“€ 中', '😀']
  .map((char) => char.codePointAt(0) as number)
  .concat(0xad, 0xffff);

describe.each(FONT_FAMILIES)('remembered lookups of %s', (fontFamily) => {
  it('give the answers fontkit gives, asked once or again', async () => {
    registerResumeFonts();
    await Font.load({ fontFamily });
    const font = Font.getFont({ fontFamily }).data as unknown as LookupSource;
    const fontkit = Object.getPrototypeOf(font) as LookupSource;
    const direct = CODE_POINTS.map((codePoint) => fontkit.hasGlyphForCodePoint.call(font, codePoint));
    expect(direct).toContain(true);
    expect(direct).toContain(false);
    for (let round = 0; round < 2; round += 1) {
      expect(CODE_POINTS.map((codePoint) => font.hasGlyphForCodePoint(codePoint))).toEqual(direct);
    }
    const unitsPerEm = Object.getOwnPropertyDescriptor(fontkit, 'unitsPerEm')?.get?.call(font);
    expect(font.unitsPerEm).toBe(unitsPerEm);
  });
});
