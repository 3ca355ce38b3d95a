import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, keyed by the header', () => {
    const text = '\uFEFFName,Description\r\nAcme,"Payments, cards\nand ""more"""\r\n\r\nGlobex,Plain\r\n';
    expect(parseCsv(text)).toEqual([
      { Name: 'Acme', Description: 'Payments, cards\nand "more"' },
      { Name: 'Globex', Description: 'Plain' },
    ]);
  });

  it('gives missing cells as empty and keeps a last row without a line break', () => {
    expect(parseCsv('A,B,C\n1,2')).toEqual([{ A: '1', B: '2', C: '' }]);
    expect(parseCsv('')).toEqual([]);
  });
});
