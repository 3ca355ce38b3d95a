import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/** A run of text as a PDF reader (and an ATS) gets it: its characters and where it sits. */
export type PlacedText = { text: string; x: number; y: number };

export type PdfPage = { width: number; height: number; items: PlacedText[]; text: string };

export type PdfReading = {
  pages: PdfPage[];
  /** Every page's text in content order, whitespace collapsed, lower-cased for matching. */
  text: string;
  title: string;
};

/** Same normalisation for what we look for and what we read: case and line breaks don't matter. */
export const normalise = (value: string): string => value.replace(/\s+/g, ' ').trim().toLowerCase();

/** Reads a PDF's text layer with pdf.js, the way a parser would, in content-stream order. */
export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  // pdf.js takes ownership of the buffer it is given; keep the caller's bytes intact.
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      const items = content.items
        .filter((item): item is TextItem => 'str' in item && item.str.trim().length > 0)
        .map((item) => ({ text: item.str, x: item.transform[4] ?? 0, y: item.transform[5] ?? 0 }));
      const [, , width = 0, height = 0] = page.view;
      pages.push({ width, height, items, text: normalise(items.map((item) => item.text).join(' ')) });
    }
    const { info } = await doc.getMetadata();
    const title = info && typeof info === 'object' && 'Title' in info ? String(info.Title) : '';
    return { pages, text: pages.map((page) => page.text).join(' '), title };
  } finally {
    await doc.destroy();
  }
}

/** The text of one column (a band of the page width, as shares), page after page. */
export function columnText(reading: PdfReading, from: number, to: number): string {
  return reading.pages
    .map((page) =>
      normalise(
        page.items
          .filter((item) => item.x >= from * page.width && item.x < to * page.width)
          .map((item) => item.text)
          .join(' '),
      ),
    )
    .join(' ');
}

/**
 * Finds each expected value in the text, each after the one before. Returns the values that are
 * missing or out of order, with what was found instead, so a failure reads as a reading-order bug.
 */
export function findInOrder(text: string, expected: readonly string[]): string[] {
  const problems: string[] = [];
  let cursor = 0;
  for (const value of expected) {
    const wanted = normalise(value);
    const at = text.indexOf(wanted, cursor);
    if (at === -1) {
      const anywhere = text.indexOf(wanted);
      problems.push(
        anywhere === -1
          ? `missing: "${value}"`
          : `out of order: "${value}" (found earlier, before "…${text.slice(Math.max(0, cursor - 40), cursor)}")`,
      );
      continue;
    }
    cursor = at + wanted.length;
  }
  return problems;
}
