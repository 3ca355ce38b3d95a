import { Font } from '@react-pdf/renderer';
import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES } from '../src/fonts/faces';
import { registerResumeFonts } from '../src/fonts/register';
import type { Shaper } from '../src/fonts/shaping-cache';

type Run = { glyphs: { id: number }[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] };

const SENTENCES = [
  'Reduced the office’s AWS bill by 40% — “fi”, “ffl” and Type Tracking.',
  'Сократил время сборки на 40%. Γιώργος Παπαδόπουλος. Ørjan Łukasz.',
];

async function loadedFace(fontFamily: string): Promise<Shaper> {
  registerResumeFonts();
  await Font.load({ fontFamily });
  return Font.getFont({ fontFamily }).data as unknown as Shaper;
}

const width = (run: Run) => run.positions.reduce((sum, position) => sum + position.xAdvance, 0);

describe.each(FONT_FAMILIES)('shaping %s word by word', (fontFamily) => {
  it('gives the glyphs fontkit gives for the whole line, at the same width', async () => {
    const font = await loadedFace(fontFamily);
    const wholeLine = (Object.getPrototypeOf(font) as Shaper).layout;
    for (const sentence of SENTENCES) {
      const cached = font.layout(sentence) as unknown as Run;
      const direct = wholeLine.call(font, sentence) as unknown as Run;
      expect(cached.glyphs.map((glyph) => glyph.id)).toEqual(direct.glyphs.map((glyph) => glyph.id));
      // Only kerning of a space against the next letter is lost (Roboto: " T"): a fraction of a point.
      expect(Math.abs(width(cached) - width(direct)) / width(direct)).toBeLessThan(0.005);
    }
  });

  it('hands out copies: adjusting one line does not move the next', async () => {
    const font = await loadedFace(fontFamily);
    const first = font.layout('Kubernetes') as unknown as Run;
    for (const position of first.positions) position.xAdvance += 100;
    const second = font.layout('Kubernetes') as unknown as Run;
    expect(second.positions[0]?.xAdvance).toBe((first.positions[0]?.xAdvance ?? 0) - 100);
  });
});
