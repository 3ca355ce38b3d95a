/**
 * How many pages a PDF from our renderer has: its page objects, found in the bytes. react-pdf
 * (pdfkit) writes object dictionaries uncompressed, so no PDF reader is needed: a fit measures
 * several renders, and pdf.js would double the bundle of the worker that runs it.
 */
export function countPdfPages(bytes: Uint8Array): number {
  const text = new TextDecoder('latin1').decode(bytes);
  return text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0;
}
