import { describe, expect, it } from 'vitest';
import { readContactsCell, writeContactsCell } from './contacts-cell';
import { readCsv, writeCsv } from './csv';

describe('CSV cells', () => {
  it('reads what spreadsheets write: LF or CRLF lines, no final line break, quoted line breaks, a BOM', () => {
    expect(readCsv('\uFEFFa,b\nc,"d\r\ne"')).toEqual([
      ['a', 'b'],
      ['c', 'd\r\ne'],
    ]);
    expect(readCsv('a,,\r\n')).toEqual([['a', '', '']]);
  });

  it('gives every value back as written, formulas defused only in the file', () => {
    const values = ['=1+1', '+1 555', '-', '@sum', "'quoted", "''", 'a "b", c', '\ttab', ''];
    const csv = writeCsv([values]);
    expect(csv).toBe(`\uFEFF'=1+1,'+1 555,'-,'@sum,''quoted,''',"a ""b"", c",'\ttab,\r\n`);
    expect(readCsv(csv)).toEqual([values]);
  });

  it('refuses a quote left open', () => {
    expect(() => readCsv('a,"b\nc')).toThrow('never closed');
  });
});

describe('the contacts cell', () => {
  it('round-trips contacts whose values hold the separators', () => {
    const contacts = [
      { name: 'Sam (Samantha); Lee', role: 'HR <lead>', email: 'sam@acme.test', phone: '' },
      { name: 'Desk', role: '', email: '', phone: '+1 555\\0100' },
      { name: '', role: 'Recruiter', email: '', phone: '' },
    ];
    const cell = writeContactsCell(contacts);
    expect(cell).toBe(
      'Sam \\(Samantha\\)\\; Lee (HR \\<lead\\>) <sam@acme.test>; Desk <> +1 555\\\\0100;  (Recruiter)',
    );
    expect(readContactsCell(cell)).toEqual(contacts);
  });

  it('reads a hand-written list', () => {
    expect(readContactsCell('Jane Doe <jane@acme.test>; Bob (CTO)')).toEqual([
      { name: 'Jane Doe', role: '', email: 'jane@acme.test', phone: '' },
      { name: 'Bob', role: 'CTO', email: '', phone: '' },
    ]);
  });
});
