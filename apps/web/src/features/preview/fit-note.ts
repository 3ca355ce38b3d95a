/** "1 page", "2 pages". */
export const pageCount = (pages: number): string => `${pages} ${pages === 1 ? 'page' : 'pages'}`;

/**
 * Whether the document fits on one page, from the lines of text on each of its pages: "Fits on
 * one page"; "Spills 3 lines onto page 2", which a little tightening can bring back; or, longer,
 * its number of pages.
 */
export function fitNote(linesPerPage: number[]): string {
  const pages = linesPerPage.length;
  if (pages <= 1) return 'Fits on one page';
  if (pages > 2) return pageCount(pages);
  const spilled = linesPerPage[1] ?? 0;
  if (spilled === 0) return 'Spills onto page 2';
  return `Spills ${spilled} ${spilled === 1 ? 'line' : 'lines'} onto page 2`;
}
