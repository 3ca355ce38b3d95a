import { describe, expect, it } from 'vitest';
import { piece } from '../../test/support/lines';
import { findSplit } from './columns';
import { piecesToLines } from './lines';
import { type ReadingBlock, readingBlocks } from './reading-blocks';
import type { TextPiece } from './types';

/** A page with a full-width name, a left column (x 40–200) and a right column (x 240–560). */
function twoColumnPage(): { left: TextPiece[]; right: TextPiece[]; header: TextPiece[] } {
  const header = [piece('Jane Doe', 150, 40, { size: 20, width: 300 })];
  const left: TextPiece[] = [];
  const right: TextPiece[] = [];
  for (let row = 0; row < 12; row++) {
    const y = 100 + row * 14;
    left.push(piece(`Left text line number ${row}`, 40, y, { width: 150 }));
    right.push(piece(`Right column sentence number ${row} with more words in it`, 240, y, { width: 300 }));
  }
  return { left, right, header };
}

const blocksOf = (pieces: TextPiece[]) => readingBlocks(pieces, findSplit(pieces, 612));

const textOf = (blocks: ReadingBlock[]) =>
  blocks.flatMap((b, i) => piecesToLines(b.pieces, i, b.cut).map((l) => l.text));

describe('columns', () => {
  it('finds the gutter of a two-column page', () => {
    const { left, right, header } = twoColumnPage();
    const split = findSplit([...header, ...left, ...right], 612);
    expect(split?.kind).toBe('columns');
    const gutter = split?.gutter;
    expect(gutter?.left).toBeGreaterThanOrEqual(190);
    expect(gutter?.right).toBeLessThanOrEqual(241);
  });

  it('finds the columns under a header whose full-width lines cross the gutter more than a few times', () => {
    const { left } = twoColumnPage();
    // Two equal columns: the right one starts past the page's middle.
    const right = left.map((p) => piece(`Right ${p.text}`, 330, p.y, { width: 230 }));
    const header = ['Jane Doe', 'Nurse', 'jane@example.com | +1 555 0100 | Lyon', 'Profile sentence'].map(
      (text, row) => piece(text, 40, 20 + row * 14, { width: 520 }),
    );
    const split = findSplit([...header, ...left, ...right], 612);
    expect(split?.kind).toBe('columns');
    expect(textOf(blocksOf([...header, ...left, ...right])).slice(4, 16)).toEqual(left.map((p) => p.text));
  });

  it('does not take a one-column page with dates on the left, under a wide header, for columns', () => {
    const header = ['Jane Doe', 'jane@example.com | +1 555 0100 | Lyon', 'Profile sentence'].map(
      (text, row) => piece(text, 40, 20 + row * 14, { width: 520 }),
    );
    const body: TextPiece[] = [];
    for (let entry = 0; entry < 4; entry++) {
      const y = 100 + entry * 70;
      body.push(piece(`Jan 20${10 + entry} – Present`, 40, y, { width: 95 }));
      body.push(piece(`Accountant at Firm ${entry}`, 200, y, { width: 200 }));
      for (let line = 1; line <= 3; line++) {
        body.push(
          piece(`Reconciled ledgers for client group number ${line}`, 210, y + line * 14, { width: 300 }),
        );
      }
    }
    body.push(piece('EXPERIENCE', 40, 85, { width: 80 }), piece('SKILLS', 40, 390, { width: 50 }));
    expect(findSplit([...header, ...body], 612)?.kind).not.toBe('columns');
  });

  it('reads the header, then the left column, then the right column', () => {
    const { left, right, header } = twoColumnPage();
    const lines = textOf(blocksOf([...header, ...left, ...right]));
    expect(lines[0]).toBe('Jane Doe');
    expect(lines.slice(1, 13).every((l) => l.startsWith('Left'))).toBe(true);
    expect(lines.slice(13).every((l) => l.startsWith('Right'))).toBe(true);
  });

  it('reads the same whether the producer interleaves the columns line by line', () => {
    const { left, right, header } = twoColumnPage();
    const interleaved = [...header, ...left.flatMap((p, i) => [right[i]!, p])];
    const sequential = [...header, ...left, ...right];
    expect(textOf(blocksOf(interleaved))).toEqual(textOf(blocksOf(sequential)));
  });

  it('keeps a single-column page with right-aligned dates as one block', () => {
    const pieces: TextPiece[] = [];
    for (let row = 0; row < 10; row++) {
      pieces.push(piece(`Company ${row}`, 50, 100 + row * 30, { width: 80 }));
      pieces.push(piece(`Jan 20${10 + row} - Present`, 460, 100 + row * 30, { width: 90 }));
    }
    expect(blocksOf(pieces)).toHaveLength(1);
  });

  it('keeps dates printed in a left margin on the same rows as their entries', () => {
    const pieces: TextPiece[] = [];
    for (let row = 0; row < 10; row++) {
      pieces.push(piece(`May 20${10 + row} – Aug 20${10 + row}`, 70, 100 + row * 30, { width: 95 }));
      pieces.push(
        piece(`Research Intern, Lab ${row} – Boston, MA and more text`, 177, 100 + row * 30, { width: 380 }),
      );
    }
    const lines = textOf(blocksOf(pieces));
    expect(lines[0]).toBe('May 2010 – Aug 2010 Research Intern, Lab 0 – Boston, MA and more text');
  });
  it('reads the last column of a short grid (a skills table) row by row with the rest', () => {
    const pieces: TextPiece[] = [];
    for (let row = 0; row < 10; row++)
      pieces.push(
        piece(`Body text of the page, line ${row}, long enough to matter`, 60, 60 + row * 14, { width: 300 }),
      );
    for (let row = 0; row < 5; row++) {
      const y = 400 + row * 20;
      pieces.push(
        piece(`Skill ${row}a`, 60, y, { width: 60 }),
        piece(`Skill ${row}b`, 200, y, { width: 60 }),
      );
      pieces.push(piece(`Distributed systems ${row}c`, 380, y, { width: 120 }));
    }
    expect(findSplit(pieces, 612)?.kind).not.toBe('columns');
    expect(textOf(blocksOf(pieces))).toContain('Skill 0a Skill 0b Distributed systems 0c');
  });
});
