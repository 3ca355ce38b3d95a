import { describe, expect, it } from 'vitest';
import {
  ACCENT_PALETTE,
  accentContrastWarning,
  contrastRatio,
  mixColours,
  readableAccent,
  TEXT_CONTRAST,
} from './design-colour';

describe('accent colours', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('offers eight named accents that all read as text on white', () => {
    expect(ACCENT_PALETTE).toHaveLength(8);
    for (const { hex } of ACCENT_PALETTE)
      expect(contrastRatio(hex, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it('keeps a readable accent as chosen, and prints a light one in a darker shade that reads', () => {
    expect(readableAccent('#0F5F5A')).toBe('#0f5f5a');
    for (const light of ['#ffcc00', '#7fdbff', '#ff69b4', '#ffffff']) {
      const text = readableAccent(light);
      expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      // Only as dark as needed: a shade lighter would not read.
      expect(contrastRatio(mixColours(text, light, 0.05), '#ffffff')).toBeLessThan(TEXT_CONTRAST + 0.3);
    }
  });

  it('warns about a light accent only', () => {
    expect(accentContrastWarning('#1b2a41')).toBe('');
    expect(accentContrastWarning('#ffcc00')).toMatch(/1\.\d:1, 4\.5:1 is needed/);
  });
});
