import type { ReadingBlock } from './reading-blocks';

/** A reading block with the number its lines carry as `Line.block`. */
export interface NumberedBlock extends ReadingBlock {
  block: number;
}

/**
 * The blocks of all pages in reading order. Columns that go on over pages are read column by
 * column: a run of column blocks with no other block between them, over however many pages it
 * lasts, gives its left column, then its right, each one numbered block. So the top of page 2's
 * main column follows the bottom of page 1's, not the side column's last section on page 2.
 */
export function orderColumnRuns(blocks: ReadingBlock[]): NumberedBlock[] {
  const ordered: NumberedBlock[] = [];
  let next = 0;
  let run: ReadingBlock[] = [];
  const endRun = () => {
    for (const side of ['left', 'right'] as const) {
      const column = run.filter((b) => b.side === side);
      if (column.length > 0) ordered.push(...column.map((b) => ({ ...b, block: next })));
      if (column.length > 0) next += 1;
    }
    run = [];
  };
  for (const block of blocks) {
    if (block.side) {
      run.push(block);
      continue;
    }
    endRun();
    ordered.push({ ...block, block: next++ });
  }
  endRun();
  return ordered;
}
