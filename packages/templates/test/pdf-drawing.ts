import { inflateSync } from 'node:zlib';

/** Every drawing instruction of a PDF, from its compressed content streams. */
export function drawing(bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes);
  const text = buffer.toString('latin1');
  const parts: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    try {
      parts.push(inflateSync(buffer.subarray(start, text.indexOf('endstream', start))).toString('latin1'));
    } catch {
      // Not a deflated stream (an image, a font's raw table): no drawing in it.
    }
  }
  return parts.join('\n');
}

/** The PDF colour operands of a CSS colour, as react-pdf writes them (then `scn` to fill, `SCN` to stroke). */
export const rgb = (hex: string) =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).join(' ');
export const fill = (hex: string) => `${rgb(hex)} scn`;
export const stroke = (hex: string) => `${rgb(hex)} SCN`;
/** The embedded fonts' names, without their subset prefix (`EBGaramond-Bold`). */
export const fontNames = (bytes: Uint8Array) =>
  [
    ...Buffer.from(bytes)
      .toString('latin1')
      .matchAll(/\/BaseFont \/\w+\+([\w-]+)/g),
  ].map((m) => m[1]!);
