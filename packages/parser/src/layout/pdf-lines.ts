import type { PdfPage } from '../read/read-pdf';
import { readingBlocks } from './columns';
import { piecesToLines } from './lines';
import { joinWrappedLabels } from './margin-labels';
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

/** All lines of a PDF in reading order, column by column. */
export function pdfToLines(pages: PdfPage[]): DocumentLines {
  const lines: Line[] = [];
  let block = 0;
  for (const page of pages) {
    for (const { pieces, cut } of readingBlocks(page.pieces, page.width)) {
      const read = piecesToLines(pieces, block, cut);
      lines.push(...(cut === null ? read : joinWrappedLabels(read, cut)));
      block += 1;
    }
  }
  return {
    lines: dropPageFurniture(
      lines,
      pages.map((p) => p.height),
    ),
    wraps: true,
  };
}
