import type { PdfPage } from '../read/read-pdf';
import { orderColumnRuns } from './column-runs';
import { findSplit, type Gutter } from './columns';
import { isLoneGlyph, piecesToLines } from './lines';
import { joinWrappedLabels } from './margin-labels';
import { type ReadingBlock, readingBlocks } from './reading-blocks';
import { PAGE_EDGES } from './thresholds';
import type { DocumentLines, Line } from './types';

const PAGE_NUMBER = /^(page\s*)?\d{1,3}(\s*(\/|of)\s*\d{1,3})?$/i;
const ENDS_WITH_PAGE_OF = /(\bpage\s*\d{1,3}(\s*of\s*\d{1,3})?|\b\d{1,3}\s*\/\s*\d{1,3})$/i;

const shape = (text: string) => text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();

/**
 * Page furniture: page numbers and running headers or footers ("John Doe – 1/3") at the top or
 * bottom edge, which would otherwise end up inside whatever section precedes them.
 */
export function dropPageFurniture(lines: Line[], pageHeights: number[]): Line[] {
  const atEdge = (line: Line) => {
    const height = pageHeights[line.page - 1] ?? PAGE_EDGES.fallbackPageHeight;
    return line.y < PAGE_EDGES.edge * height || line.y > (1 - PAGE_EDGES.edge) * height;
  };
  const pagesByShape = new Map<string, Set<number>>();
  for (const line of lines.filter(atEdge)) {
    const pages = pagesByShape.get(shape(line.text)) ?? new Set<number>();
    pages.add(line.page);
    pagesByShape.set(shape(line.text), pages);
  }
  return lines.filter((line) => {
    if (PAGE_NUMBER.test(line.text.trim())) return false;
    if (!atEdge(line)) return true;
    if (ENDS_WITH_PAGE_OF.test(line.text.trim())) return false;
    return (pagesByShape.get(shape(line.text))?.size ?? 0) < PAGE_EDGES.runningPages;
  });
}

/**
 * A bullet glyph alone on its row marks the next line of its column, set right of it, as a list
 * item: a glyph drawn apart from its text stays at the foot of a page when the text moves on.
 */
function attachLoneBullets(lines: Line[]): Line[] {
  return lines.flatMap((line, i) => {
    const next = lines[i + 1];
    const follows = next && (next.block === line.block || next.page > line.page);
    const bulletOf = follows && !next.bullet && next.x > line.right;
    if (!isLoneGlyph(line.text) || !bulletOf) return [line];
    next.bullet = true;
    return [];
  });
}

/** All lines of a PDF in reading order, column by column; a page's columns may go on over the next. */
export function pdfToLines(pages: PdfPage[]): DocumentLines {
  const blocks: ReadingBlock[] = [];
  let columns: Gutter | null = null;
  for (const page of pages) {
    const split = findSplit(page.pieces, page.width, columns);
    columns = split?.kind === 'columns' ? split.gutter : null;
    blocks.push(...readingBlocks(page.pieces, split));
  }
  const lines = orderColumnRuns(blocks).flatMap(({ pieces, cut, block }) => {
    const read = piecesToLines(pieces, block, cut);
    return cut === null ? read : joinWrappedLabels(read, cut);
  });
  return {
    lines: dropPageFurniture(
      attachLoneBullets(lines),
      pages.map((p) => p.height),
    ),
    wraps: true,
  };
}
