import { describe, expect, it } from 'vitest';
import { line } from '../../test/support/lines';
import { dropPageFurniture } from './pdf-lines';

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
