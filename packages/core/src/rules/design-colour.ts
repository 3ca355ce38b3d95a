/**
 * Accent colours and their contrast with the white page (WCAG 2 relative luminance). Any colour
 * may be chosen; wherever the accent colours text, the templates print `readableAccent(colour)`,
 * so text always reaches 4.5:1 while rules, bars and fills keep the colour as chosen.
 */

/** WCAG AA for body-size text. */
export const TEXT_CONTRAST = 4.5;
const WHITE = '#ffffff';
const BLACK = '#000000';

/** Eight accents that read well as text on white (each ≥ 4.5:1; design-colour.test.ts holds them to it). */
export const ACCENT_PALETTE = [
  { name: 'Ink', hex: '#1a1a1a' },
  { name: 'Navy', hex: '#1b2a41' },
  { name: 'Blue', hex: '#1e4fa3' },
  { name: 'Teal', hex: '#0f5f5a' },
  { name: 'Green', hex: '#2f6b34' },
  { name: 'Burgundy', hex: '#8b1e3f' },
  { name: 'Plum', hex: '#5b2a86' },
  { name: 'Rust', hex: '#a3411a' },
] as const;

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const hexOf = (rgb: Rgb): string =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** From 1 (the same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `share` of `b` mixed into `a` (0: a, 1: b). */
export function mixColours(a: string, b: string, share: number): string {
  const from = rgbOf(a);
  const to = rgbOf(b);
  return hexOf(from.map((channel, i) => channel + (to[i]! - channel) * share) as Rgb);
}

/**
 * The colour itself when it reads as text on `background`, else the lightest darker shade of it
 * that does (mixed towards black, so the hue stays): found by bisection, 12 steps are exact to a
 * shade of 1/4096.
 */
export function readableAccent(hex: string, background = WHITE, minimum = TEXT_CONTRAST): string {
  const colour = hex.toLowerCase();
  if (contrastRatio(colour, background) >= minimum) return colour;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 12; step++) {
    const middle = (low + high) / 2;
    if (contrastRatio(mixColours(colour, BLACK, middle), background) >= minimum) high = middle;
    else low = middle;
  }
  return mixColours(colour, BLACK, high);
}

/** What the design panel says about a light accent; '' when it reads well as text. */
export function accentContrastWarning(hex: string): string {
  const ratio = contrastRatio(hex, WHITE);
  if (ratio >= TEXT_CONTRAST) return '';
  return `This colour is light for text on white (${ratio.toFixed(1)}:1, ${TEXT_CONTRAST}:1 is needed): headings and names will print in a darker shade of it.`;
}
