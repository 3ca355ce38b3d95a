import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api';

/** One page of a PDF as a reader (and an ATS) sees it: its size in points and its text. */
export type PdfPageText = { width: number; height: number; text: string };

/**
 * Reads each page's text layer with pdf.js (the legacy build: the only one that runs on Node 20),
 * whitespace collapsed. Shared by the API tests and the browser journeys.
 */
export async function readPdfPages(bytes: Uint8Array): Promise<PdfPageText[]> {
  // pdf.js takes ownership of the buffer it is given; keep the caller's bytes intact.
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0, isEvalSupported: false }).promise;
  try {
    const pages: PdfPageText[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      const content = await page.getTextContent();
      const text = content.items
        .filter((item): item is TextItem => 'str' in item)
        .map((item) => item.str)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      const [, , width = 0, height = 0] = page.view;
      pages.push({ width: Math.round(width), height: Math.round(height), text });
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
