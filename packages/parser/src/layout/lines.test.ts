import { describe, expect, it } from 'vitest';
import { perCharacter, piece } from '../../test/support/lines';
import { buildSegments, piecesToLines } from './lines';
import { groupByBaseline } from './rows';

const texts = (pieces: Parameters<typeof piecesToLines>[0]) => piecesToLines(pieces, 0).map((l) => l.text);

describe('piecesToLines', () => {
  it('restores spaces the producer left out between word pieces', () => {
    // Chrome prints one item per word with no space items: the gap is the space.
    const words = [piece('Senior', 10, 100), piece('Software', 43, 100), piece('Engineer', 86, 100)];
    expect(texts(words)).toEqual(['Senior Software Engineer']);
  });

  it('glues word fragments split at kerning points', () => {
    const fragments = [piece('Engi', 10, 100, { width: 20 }), piece('neer', 30.2, 100, { width: 20 })];
    expect(texts(fragments)).toEqual(['Engineer']);
  });

  it('reads one-item-per-character text with whitespace items as words', () => {
    const chars = [
      ...perCharacter('Senior', 10, 100),
      piece(' ', 40, 100, { width: 2.5 }),
      ...perCharacter('Engineer', 42.5, 100),
    ];
    expect(texts(chars)).toEqual(['Senior Engineer']);
  });

  it('reads letter-spaced text drawn one character at a time', () => {
    // Every letter 1 pt apart; the space between words is wider.
    const spaced = [...'Data'].map((c, i) => piece(c, 10 + i * 6, 100, { width: 5 }));
    const second = [...'Lead'].map((c, i) => piece(c, 40 + i * 6, 100, { width: 5 }));
    expect(texts([...spaced, ...second])).toEqual(['Data Lead']);
  });

  it('keeps superscripts and mixed sizes on their line, in reading order', () => {
    const row = [
      piece('/50', 22.6, 100),
      piece('1', 10, 100, { width: 5.5 }),
      piece('st', 15.5, 96.4, { size: 7 }),
    ];
    expect(texts(row)).toEqual(['1st/50']);
  });

  it('orders lines top to bottom whatever order the pieces came in', () => {
    expect(texts([piece('second', 10, 120), piece('first', 10, 100)])).toEqual(['first', 'second']);
  });

  it('marks bullets and removes the glyph', () => {
    const [line] = piecesToLines(
      [piece('•', 10, 100, { width: 4 }), piece(' ', 14, 100), piece('Shipped it', 20, 100)],
      0,
    );
    expect(line).toMatchObject({ bullet: true, text: 'Shipped it' });
  });

  it('drops a repeated fake-bold piece', () => {
    expect(texts([piece('Skills', 10, 100), piece('Skills', 10.3, 100)])).toEqual(['Skills']);
  });
});

describe('buildSegments', () => {
  it('splits a row at a wide gap: a title and its right-aligned dates', () => {
    const segments = buildSegments([
      piece('Software Engineer', 60, 100),
      piece('May 2023 - Present', 460, 100),
    ]);
    expect(segments.map((s) => s.text)).toEqual(['Software Engineer', 'May 2023 - Present']);
  });

  it('keeps runs of different weight apart inside a segment', () => {
    const [segment] = buildSegments([
      piece('Co-Founder', 10, 100, { bold: true }),
      piece(', Acme AI', 60, 100),
    ]);
    expect(segment?.runs.map((r) => [r.text, r.bold])).toEqual([
      ['Co-Founder', true],
      [', Acme AI', false],
    ]);
  });

  it('reads chips with wide gaps as separate segments but keeps a two-word chip whole', () => {
    const chips = [
      piece('REST', 10, 100, { width: 19 }),
      piece('APIs', 35, 100, { width: 19 }),
      piece('gRPC', 72, 100, { width: 19 }),
    ];
    expect(buildSegments(chips).map((s) => s.text)).toEqual(['REST APIs', 'gRPC']);
  });
});

describe('groupByBaseline', () => {
  it('does not merge lines a normal line spacing apart', () => {
    expect(groupByBaseline([piece('a', 10, 100), piece('b', 10, 112)])).toHaveLength(2);
  });
});

describe('rows of mixed sizes', () => {
  it('keeps a title set close under a large name on a line of its own', () => {
    const rows = groupByBaseline([
      piece('Jane Alexandra Doe', 190, 85.7, { size: 25.5, width: 210 }),
      piece('Senior Software Engineer', 247, 94.9, { size: 10.6, width: 100 }),
    ]);
    expect(rows.map((row) => row.map((p) => p.text))).toEqual([
      ['Jane Alexandra Doe'],
      ['Senior Software Engineer'],
    ]);
  });

  it('reads a smaller level centred beside a skill, a space away, as a segment of its own', () => {
    const row = [
      piece('Distributed systems', 26, 543.6, { size: 10.6, width: 99.5 }),
      piece('ADVANCED', 130, 541.3, { size: 8.5, width: 48 }),
    ];
    expect(buildSegments(row).map((s) => s.text)).toEqual(['Distributed systems', 'ADVANCED']);
  });
});
