import { describe, expect, it } from 'vitest';
import { line, piece } from '../../test/support/lines';
import { dropPageFurniture, pdfToLines } from './pdf-lines';
import type { TextPiece } from './types';

describe('dropPageFurniture', () => {
  it('drops page numbers and running footers but keeps content', () => {
    const lines = [
      line('John Doe', { y: 60, page: 1 }),
      line('Experience at the bottom of the page', { y: 700, page: 1 }),
      line('John Doe – 1/3', { y: 780, page: 1 }),
      line('2', { y: 400, page: 2 }),
      line('Confidential resume', { y: 20, page: 1 }),
      line('Confidential resume', { y: 20, page: 2 }),
    ];
    expect(dropPageFurniture(lines, [792, 792]).map((l) => l.text)).toEqual([
      'John Doe',
      'Experience at the bottom of the page',
    ]);
  });
});

const page = (pieces: TextPiece[]) => ({ width: 612, height: 792, pieces });
const rows = (texts: string[], x: number, top: number, pageNumber: number, step = 14) =>
  texts.map((text, i) => piece(text, x, top + i * step, { width: 150, page: pageNumber }));
const mainRows = (count: number, from: number, pageNumber: number) =>
  rows(
    Array.from({ length: count }, (_, i) => `Main column sentence number ${from + i} goes on`),
    240,
    60,
    pageNumber,
  );

/** A sidebar design over two pages: a side column on the left, the main one on the right. */
const SIDE = ['CONTACT', 'jane.alexandra.doe@example.com', 'SKILLS', 'TypeScript and Node.js', 'Kubernetes'];
const sidePage1 = () => rows(SIDE, 40, 65, 1, 25);

describe('columns over pages', () => {
  it('reads the main column on, past the side column’s last lines on page 2', () => {
    const side2 = rows(['LINKS', 'Blog: janedoe.dev'], 40, 60, 2);
    const pages = [page([...sidePage1(), ...mainRows(12, 0, 1)]), page([...side2, ...mainRows(12, 12, 2)])];
    const texts = pdfToLines(pages).lines.map((l) => l.text);
    expect(texts.slice(0, 7)).toEqual([...SIDE, 'LINKS', 'Blog: janedoe.dev']);
    expect(texts.slice(7)).toEqual(
      Array.from({ length: 24 }, (_, i) => `Main column sentence number ${i} goes on`),
    );
  });

  it('reads a page 2 holding the main column alone right after page 1’s main column', () => {
    const pages = [page([...sidePage1(), ...mainRows(12, 0, 1)]), page(mainRows(3, 12, 2))];
    const texts = pdfToLines(pages).lines.map((l) => l.text);
    expect(texts.indexOf('Main column sentence number 12 goes on')).toBe(texts.indexOf('Kubernetes') + 13);
  });
});

describe('a bullet glyph alone at the foot of a page', () => {
  it('marks the first line of the next page, set right of it, as a list item', () => {
    const page1 = [
      piece('Led the redesign of the pipeline.', 72, 700, { width: 200 }),
      piece('•', 60, 760, { width: 4 }),
    ];
    const page2 = [piece('Cut incidents by 70% across the services.', 72, 60, { width: 200, page: 2 })];
    const { lines } = pdfToLines([page(page1), page(page2)]);
    expect(lines.map((l) => [l.text, l.bullet])).toEqual([
      ['Led the redesign of the pipeline.', false],
      ['Cut incidents by 70% across the services.', true],
    ]);
  });
});
