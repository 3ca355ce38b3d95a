/**
 * CSV as RFC 4180 writes it (comma-separated, CRLF lines, a field quoted when it holds a quote,
 * comma or line break, quotes doubled), with a guard against formula injection: spreadsheet apps
 * run a cell that starts with = + - @ (or a tab or carriage return), so such a cell is written
 * with a leading apostrophe. A cell that itself starts with an apostrophe gets one more, so
 * reading removes exactly one and every value comes back as it was.
 */
const FORMULA_START = /^[=+\-@\t\r']/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Excel reads a CSV as UTF-8 only when it starts with the byte-order mark. */
const BOM = '\uFEFF';

function writeCell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

export function writeCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((row) => `${row.map(writeCell).join(',')}\r\n`).join('');
}

/** A cell as written by writeCell, back to its value: one guarding apostrophe removed. */
const readCell = (cell: string) =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

export class CsvSyntaxError extends Error {}

/**
 * The rows of a CSV text (CRLF or LF lines; a final line break or none), each a list of cells.
 * Throws CsvSyntaxError for a quote left open.
 */
export function readCsv(text: string): string[][] {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  const endCell = () => {
    row.push(readCell(cell));
    cell = '';
  };
  while (i < source.length) {
    const char = source[i]!;
    if (char === '"' && cell === '') {
      const close = quotedEnd(source, i + 1);
      cell = source.slice(i + 1, close).replaceAll('""', '"');
      i = close + 1;
      continue;
    }
    if (char === ',') endCell();
    else if (char === '\n' || (char === '\r' && source[i + 1] === '\n')) {
      endCell();
      rows.push(row);
      row = [];
      if (char === '\r') i += 1;
    } else cell += char;
    i += 1;
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  return rows;
}

/** The index of the quote that closes a quoted field starting at `from`. */
function quotedEnd(source: string, from: number): number {
  let i = from;
  while (i < source.length) {
    if (source[i] === '"') {
      if (source[i + 1] !== '"') return i;
      i += 2;
    } else i += 1;
  }
  throw new CsvSyntaxError('A quoted field is never closed.');
}
