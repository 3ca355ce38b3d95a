import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToLines } from './html-lines';

describe('htmlToLines', () => {
  it('reads paragraphs, tab-aligned dates, list items and the title style', () => {
    const lines = htmlToLines(
      '<h1 class="title">Jane Doe</h1><h1>Experience</h1><p><strong>Acme &amp; Co</strong>\tJan 2020 – Present</p><ul><li>Did things</li></ul>',
    );
    expect(lines.map((l) => [l.segments.map((s) => s.text), l.bullet, l.styledHeading ?? false])).toEqual([
      [['Jane Doe'], false, false],
      [['Experience'], false, true],
      [['Acme & Co', 'Jan 2020 – Present'], false, false],
      [['Did things'], true, false],
    ]);
    expect(lines[0]!.size).toBeGreaterThan(lines[2]!.size);
    expect(lines[2]!.segments[0]!.runs[0]!.bold).toBe(true);
  });

  it("reads a cell's further paragraphs as lines of their own under its row", () => {
    const lines = htmlToLines(
      '<table><tr><td><p>sept. 2019 – actualidad</p></td><td><p>Florista · Azahar</p><ul><li>Pedidos</li><li>Bodas</li></ul></td></tr></table>',
    );
    expect(lines.map((l) => l.segments.map((s) => s.text))).toEqual([
      ['sept. 2019 – actualidad', 'Florista · Azahar'],
      ['Pedidos'],
      ['Bodas'],
    ]);
    expect(lines.slice(1).every((l) => l.bullet)).toBe(true);
  });

  it('reads a table row of cells as one line of segments', () => {
    const [row] = htmlToLines('<table><tr><td><p>School</p></td><td><p>2014 – 2018</p></td></tr></table>');
    expect(row?.segments.map((s) => s.text)).toEqual(['School', '2014 – 2018']);
  });
});

describe('decodeEntities', () => {
  it('decodes named and numeric entities and leaves unknown ones', () => {
    expect(decodeEntities('&lt;a&gt; &#233; &#x263A; &bogus; &#99999999;')).toBe(
      '<a> é ☺ &bogus; &#99999999;',
    );
  });
});
