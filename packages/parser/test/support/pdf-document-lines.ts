import { pdfToLines } from '../../src/layout/pdf-lines';
import type { DocumentLines } from '../../src/layout/types';
import { readPdf } from '../../src/read/read-pdf';

/** The lines of a PDF as the parser reads them, before sections: what the line-role model sees. */
export async function pdfDocumentLines(bytes: Uint8Array): Promise<DocumentLines> {
  return pdfToLines((await readPdf(bytes, 10)).pages);
}
