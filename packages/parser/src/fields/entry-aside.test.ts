import { describe, expect, it } from 'vitest';
import { line } from '../../test/support/lines';
import { splitEntries } from './entries';
import { takeAside } from './entry-aside';

describe('takeAside', () => {
  it('takes the dates and the duration off the bullets they were printed beside', () => {
    const entries = splitEntries(
      [
        line(['Quillmark, Head of Data', 'Tallinn, Estonia']),
        line(['Built the inference platform', 'June 2023 – present'], { bullet: true }),
        line(['Raised a Series A', '2 years 10 months'], { bullet: true }),
      ],
      false,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]?.header.map((l) => l.text)).toEqual([
      'Quillmark, Head of Data Tallinn, Estonia',
      'June 2023 – present',
    ]);
    expect(entries[0]?.details).toEqual(['Built the inference platform', 'Raised a Series A']);
  });

  it('leaves a title line with its dates alone', () => {
    expect(takeAside(line(['Head of Data, Quillmark – Tallinn, Estonia', 'June 2023 – present']))).toBeNull();
  });

  it('leaves a bullet whose second part is not a date', () => {
    expect(takeAside(line(['Built the inference platform', 'Python, Rust'], { bullet: true }))).toBeNull();
  });
});
