import { describe, expect, it } from 'vitest';
import { piece } from '../../test/support/lines';
import { findSplit } from './columns';
import { piecesToLines } from './lines';
import { joinWrappedLabels } from './margin-labels';
import { readingBlocks } from './reading-blocks';
import type { TextPiece } from './types';

const segmentsOf = (pieces: TextPiece[]) =>
  readingBlocks(pieces, findSplit(pieces, 612)).flatMap((b, i) =>
    piecesToLines(b.pieces, i, b.cut).map((l) => l.segments.map((s) => s.text)),
  );

/** Europass-like: labels in a left column beside the first row of each block of the body. */
function labelledPage(): TextPiece[] {
  const pieces: TextPiece[] = [];
  let y = 100;
  const blocks: [string, number][] = [
    ['WORK EXPERIENCE', 4],
    ['2021-04 – now', 5],
    ['2017-10 – 2021-03', 4],
    ['EDUCATION', 3],
    ['2012 – 2014', 3],
    ['Mother tongue', 2],
  ];
  for (const [label, rows] of blocks) {
    pieces.push(piece(label, 60, y, { width: 100 }));
    for (let r = 0; r < rows; r++)
      pieces.push(piece(`Body text of the block, row ${r}`, 190, y + r * 12, { width: 300 }));
    y += rows * 12 + 20;
  }
  return pieces;
}

describe('margins and columns', () => {
  it('reads a column of labels beside the blocks they name as a margin, row by row', () => {
    const pieces = labelledPage();
    expect(findSplit(pieces, 612)?.kind).toBe('margin');
    const rows = segmentsOf(pieces);
    expect(rows[0]).toEqual(['WORK EXPERIENCE', 'Body text of the block, row 0']);
    expect(rows[4]).toEqual(['2021-04 – now', 'Body text of the block, row 0']);
  });

  it('reads a sidebar on the same line grid as a column of its own', () => {
    const pieces: TextPiece[] = [];
    const side = ['CONTACT', 'jane@example.com', 'Berlin, Germany', 'SKILLS', 'Go, Rust', 'Kubernetes'];
    for (const [i, text] of side.entries()) pieces.push(piece(text, 30, 100 + i * 28, { width: 120 }));
    for (let r = 0; r < 14; r++)
      pieces.push(piece(`Main column line ${r} with text`, 200, 100 + r * 14, { width: 300 }));
    expect(findSplit(pieces, 612)?.kind).toBe('columns');
    expect(segmentsOf(pieces)[0]).toEqual(['CONTACT']);
  });

  it('puts a date wrapped in a narrow margin back together', () => {
    const pieces: TextPiece[] = [];
    for (let e = 0; e < 4; e++) {
      const y = 100 + e * 60;
      pieces.push(piece(`Sep 201${e} – Dec`, 80, y, { width: 75 }));
      pieces.push(piece('2019', 135, y + 13, { width: 20 }));
      pieces.push(piece(`Data Engineer, Company ${e}`, 168, y, { width: 200 }));
      pieces.push(piece('○', 168, y + 13, { width: 6 }));
      pieces.push(piece(`Built the data mart number ${e}`, 180, y + 13, { width: 250 }));
    }
    const [block] = readingBlocks(pieces, findSplit(pieces, 612));
    expect(block?.cut).not.toBeNull();
    const lines = joinWrappedLabels(piecesToLines(block!.pieces, 0, block!.cut), block!.cut!);
    expect(lines[0]?.segments.map((s) => s.text)).toEqual([
      'Sep 2010 – Dec 2019',
      'Data Engineer, Company 0',
    ]);
    expect(lines[1]).toMatchObject({ text: 'Built the data mart number 0', bullet: true });
  });
});

describe('lines', () => {
  it('keeps a raised footnote mark and a right-aligned date on the title row', () => {
    const lines = piecesToLines(
      [
        piece('1', 190, 96, { size: 6, width: 4 }),
        piece('Senior Engineer', 100, 100, { width: 88 }),
        piece('Jan 2019 – Dec 2021', 460, 100, { width: 90 }),
      ],
      0,
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]?.segments.map((s) => s.text)).toEqual(['Senior Engineer 1', 'Jan 2019 – Dec 2021']);
    expect(lines[0]?.y).toBe(100);
  });

  it('parts a large label from small text by the smaller size, and reads a dash set apart as a bullet', () => {
    const [label] = piecesToLines(
      [
        piece('Work', 127, 426, { size: 20, width: 47 }),
        piece('Lead Engineer', 196, 425, { size: 16, width: 110 }),
      ],
      0,
    );
    expect(label?.segments.map((s) => s.text)).toEqual(['Work', 'Lead Engineer']);
    const [bullet] = piecesToLines(
      [piece('–', 64, 300, { width: 5 }), piece('Led the redesign of the pipeline', 76, 300, { width: 200 })],
      0,
    );
    expect(bullet).toMatchObject({ text: 'Led the redesign of the pipeline', bullet: true });
  });
});
