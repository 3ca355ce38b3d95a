import { describe, expect, it } from 'vitest';
import { buildPdf, sampleResumePdf } from '../../test/support';
import { readPdf } from './read-pdf';

const styleOf = (pieces: { text: string; bold: boolean }[], text: string) =>
  pieces.find((piece) => piece.text === text)?.bold;

describe('readPdf font styles across pages', () => {
  it('reads bold on a later page whose font the first page did not use', async () => {
    const pdf = buildPdf([
      [{ text: 'Plain first page', x: 50, y: 60 }],
      [
        { text: 'Bold heading', x: 50, y: 60, bold: true },
        { text: 'Plain line', x: 50, y: 80 },
      ],
    ]);
    const { pages } = await readPdf(pdf, 10);
    expect(styleOf(pages[0]!.pieces, 'Plain first page')).toBe(false);
    expect(styleOf(pages[1]!.pieces, 'Bold heading')).toBe(true);
    expect(styleOf(pages[1]!.pieces, 'Plain line')).toBe(false);
  });

  it('keeps the styles of fonts a later page shares with the first', async () => {
    const page = (n: number) => [
      { text: `Heading ${n}`, x: 50, y: 60, bold: true },
      { text: `Body ${n}`, x: 50, y: 80 },
    ];
    const { pages } = await readPdf(buildPdf([page(1), page(2), page(3)]), 10);
    for (const [i, { pieces }] of pages.entries()) {
      expect(styleOf(pieces, `Heading ${i + 1}`)).toBe(true);
      expect(styleOf(pieces, `Body ${i + 1}`)).toBe(false);
    }
  });
});

describe('readPdf and the process', () => {
  it("leaves the engine's own push and JSON in place after loading pdf.js", async () => {
    const natives = { push: Array.prototype.push, parse: JSON.parse, stringify: JSON.stringify };
    const { pages } = await readPdf(sampleResumePdf(), 10);
    expect(pages[0]!.pieces.length).toBeGreaterThan(0);
    // pdf.js's legacy build did load its polyfills (core-js marks the global): they were undone.
    expect('__core-js_shared__' in globalThis).toBe(true);
    expect(Array.prototype.push).toBe(natives.push);
    expect(JSON.parse).toBe(natives.parse);
    expect(JSON.stringify).toBe(natives.stringify);
  });
});
