import { WATERMARK_TEXT } from '@resume/core';
import { describe, expect, it } from 'vitest';
import { countTextLines } from './text-rows';

const at = (str: string, baseline: number) => ({ str, transform: [1, 0, 0, 1, 40, baseline] });

describe('lines of text on a page', () => {
  it('counts rows by baseline: a title and its dates a little apart are one line, and blank pieces none', () => {
    const items = [
      at('Engineer', 700),
      at('2021 – now', 701.5),
      at(' ', 690),
      at('Acme', 686),
      at('Led a team', 672),
    ];
    expect(countTextLines(items)).toBe(3);
  });

  it('leaves out the free plan’s mark at the foot of the page', () => {
    expect(countTextLines([at('Skills', 760), at(WATERMARK_TEXT, 20)])).toBe(1);
  });
});
