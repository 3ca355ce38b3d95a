/// <reference path="./pdf-worker.d.ts" />
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { DocumentInitParameters, TextItem } from 'pdfjs-dist/types/src/display/api';
import { ParseError } from '../errors';
import type { TextPiece } from '../layout/types';
import { cleanText } from '../text/clean-text';
import { restoreNativeBuiltins } from './native-builtins';
import { assertInflatesWithinLimits } from './pdf-stream-guard';
import { READ_LIMITS, READING } from './thresholds';

export interface PdfPage {
  width: number;
  height: number;
  pieces: TextPiece[];
}

export interface PdfText {
  pages: PdfPage[];
  pageCount: number;
}

const ICON_FONT =
  /awesome|icon|glyph|wingding|dingbat|phosphor|material|ionic|feather|octicon|academicons|fontello|lucide|tabler/i;
// TeX fonts name their weight in their own way: CMBX12, SFBX1095 (bold), CMTI10, SFSL1000 (italic).
const BOLD_FONT = /bold|black|heavy|semibold|demibold|extrabold|ultrabold|[-,](bd|sb)\b|bx\d/i;
const ITALIC_FONT = /italic|oblique|[-,]it\b|(cm|sf|ec)(ti|sl)\d/i;
const BULLET_ONLY = /^\s*[•●○◦▪■□►▸➢✓✔❖◆·∙‣⁃-]\s*$/;

interface FontStyle {
  icon: boolean;
  bold: boolean;
  italic: boolean;
}

function fontStyle(page: PDFPageProxy, fontId: string, cache: Map<string, FontStyle>): FontStyle {
  const known = cache.get(fontId);
  if (known) return known;
  let name = fontId;
  let flaggedBold = false;
  let flaggedItalic = false;
  try {
    const font: unknown = page.commonObjs.get(fontId);
    if (font && typeof font === 'object') {
      const record = font as { name?: unknown; bold?: unknown; black?: unknown; italic?: unknown };
      if (typeof record.name === 'string') name = record.name;
      flaggedBold = record.bold === true || record.black === true;
      flaggedItalic = record.italic === true;
    }
  } catch {
    // The font was not loaded (broken file): fall back to the internal id, which has no style.
  }
  const style = {
    icon: ICON_FONT.test(name),
    bold: flaggedBold || BOLD_FONT.test(name),
    italic: flaggedItalic || ITALIC_FONT.test(name),
  };
  cache.set(fontId, style);
  return style;
}

function isTextItem(item: unknown): item is TextItem {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}

/** Turns one pdf.js text item into a piece, or null for rotated text, icons and empty strings. */
function toPiece(item: TextItem, style: FontStyle, view: number[], page: number): TextPiece | null {
  if (item.str === '') return null;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform as number[];
  // Vertical or rotated text (sidebar labels, watermarks) is not part of the reading flow.
  if (Math.abs(b) > READING.rotatedSkew * Math.abs(a) || Math.abs(c) > READING.rotatedSkew * Math.abs(d))
    return null;
  const text = cleanText(item.str);
  // Icon fonts map their glyphs to ordinary letters ("@", "x", "("): drop them, but keep bullets.
  if (style.icon && !BULLET_ONLY.test(text)) return null;
  const size = Math.hypot(c, d);
  if (!Number.isFinite(size) || size <= 0 || !Number.isFinite(e) || !Number.isFinite(f)) return null;
  const [x0 = 0, , , y1 = 0] = view;
  return {
    text,
    x: e - x0,
    y: y1 - f,
    width: Number.isFinite(item.width) ? Math.max(0, item.width) : 0,
    size,
    bold: style.bold,
    italic: style.italic,
    page,
  };
}

async function readPage(
  pdf: PDFDocumentProxy,
  pageNumber: number,
  budget: { pieces: number },
): Promise<PdfPage> {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  // Fonts (their names say bold, italic, icons) reach commonObjs only with an operator list, the
  // costliest step here (it evaluates every drawing): built only when this page uses a font that
  // no earlier page of the document resolved.
  if (content.items.some((item) => isTextItem(item) && !page.commonObjs.has(item.fontName)))
    await page.getOperatorList();
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = page.view;
  const cache = new Map<string, FontStyle>();
  const pieces: TextPiece[] = [];
  for (const item of content.items) {
    if (!isTextItem(item)) continue;
    if (++budget.pieces > READ_LIMITS.maxPieces)
      throw new ParseError('corrupt', 'The PDF has far more text pieces than a resume.');
    const piece = toPiece(item, fontStyle(page, item.fontName, cache), page.view, pageNumber);
    if (piece) pieces.push(piece);
  }
  page.cleanup();
  return { width: Math.abs(x1 - x0), height: Math.abs(y1 - y0), pieces };
}

function toParseError(error: unknown): ParseError {
  if (error instanceof ParseError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'PasswordException') {
    return new ParseError(
      'encrypted',
      'This PDF is protected by a password. Remove the password and upload it again.',
      {
        cause: error,
      },
    );
  }
  return new ParseError('corrupt', 'This PDF could not be read. It may be damaged.', { cause: error });
}

/**
 * The least of a document pdf.js's font loader needs on Node (no FontFace there): a style sheet to
 * insert @font-face rules into. Nothing here draws text, so the rules are dropped.
 */
const FONT_SINK = {
  createElement: () => ({ sheet: { cssRules: [], insertRule: () => 0 }, remove: () => undefined }),
  documentElement: { getElementsByTagName: () => [{ append: () => undefined }] },
} as unknown as DocumentInitParameters['ownerDocument'];

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

let pdfjsLoaded: Promise<PdfJs> | null = null;

/**
 * pdf.js and its parsing half, loaded into this thread once (as pdf.js would on the first
 * document), then the built-ins its polyfills replaced put back (see native-builtins.ts).
 */
function loadPdfJs(): Promise<PdfJs> {
  pdfjsLoaded ??= Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  ]).then(([pdfjs, pdfWorker]) => {
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfWorker;
    restoreNativeBuiltins();
    return pdfjs;
  });
  return pdfjsLoaded;
}

/**
 * Loads pdf.js: a long-lived process (a worker of the API's pool) calls it at start, so the first
 * upload does not pay for it and the memory it takes is not counted against that upload.
 */
export async function preparePdfReader(): Promise<void> {
  await loadPdfJs();
}

function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(new ParseError('corrupt', 'Reading this PDF took too long. It may be damaged.'));
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Reads the text of a PDF with positions and font styles. The page count is checked before any
 * page is read, so a file declaring thousands of pages costs nothing.
 */
export async function readPdf(
  bytes: Uint8Array,
  maxPages: number,
  timeoutMs: number = READ_LIMITS.readTimeoutMs,
): Promise<PdfText> {
  assertInflatesWithinLimits(bytes);
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    // pdf.js may take ownership of the buffer it is given; keep the caller's bytes intact.
    data: bytes.slice(),
    verbosity: 0,
    isEvalSupported: false,
    // With font faces disabled pdf.js would draw every glyph's outline for a canvas; enabled, it
    // hands each font to a style sheet instead, which this document takes and drops.
    disableFontFace: false,
    ownerDocument: FONT_SINK,
    useSystemFonts: false,
    stopAtErrors: false,
    // Photos and logos carry no text; not decoding them roughly halves the time for such pages.
    maxImageSize: 1,
  });
  const work = (async () => {
    const pdf = await task.promise;
    if (pdf.numPages > maxPages) {
      throw new ParseError(
        'too_many_pages',
        `This PDF has ${pdf.numPages} pages; a resume can have at most ${maxPages}.`,
      );
    }
    const budget = { pieces: 0 };
    const pages: PdfPage[] = [];
    for (let n = 1; n <= pdf.numPages; n++) pages.push(await readPage(pdf, n, budget));
    return { pages, pageCount: pdf.numPages };
  })();
  try {
    return await withTimeout(work, timeoutMs, () => void task.destroy());
  } catch (error) {
    throw toParseError(error);
  } finally {
    await task.destroy().catch(() => undefined);
  }
}
