import { GlobalWorkerOptions, getDocument, type PDFPageProxy, PDFWorker } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { RasterPage, RasterRequest, RasterResponse } from './raster-protocol';
import { countTextLines } from './text-rows';

/**
 * The preview's pages drawn into pictures in a Web Worker, with pdf.js on OffscreenCanvas: on the
 * page, drawing two pages takes the main thread for tens of milliseconds per change, and slower
 * machines' keystrokes would wait behind it.
 */
type WorkerScope = {
  onmessage: ((event: MessageEvent<RasterRequest>) => void) | null;
  postMessage(message: RasterResponse, transfer?: Transferable[]): void;
};
const scope = self as unknown as WorkerScope;

GlobalWorkerOptions.workerSrc = workerUrl;
/** One parsing worker for every document: pdf.js would otherwise start (and compile) one each. */
const parser = new PDFWorker();

/** pdf.js's canvases (for patterns and masks) as OffscreenCanvases: a worker has no document. */
class OffscreenCanvasFactory {
  create(width: number, height: number) {
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, context: canvas.getContext('2d') };
  }
  reset(target: { canvas: OffscreenCanvas }, width: number, height: number) {
    target.canvas.width = width;
    target.canvas.height = height;
  }
  destroy(target: { canvas: OffscreenCanvas | null; context: unknown }) {
    if (target.canvas) target.canvas.width = target.canvas.height = 0;
    target.canvas = null;
    target.context = null;
  }
}

type TextItems = Awaited<ReturnType<PDFPageProxy['getTextContent']>>['items'];

/** The page's text, line by line. */
function pageLines(items: TextItems): string[] {
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    if (!('str' in item)) continue;
    line += item.str;
    if (item.hasEOL) {
      lines.push(line);
      line = '';
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A short digest of how a page looks (64 bits and the length): the page keeps it and sends it back
 * with each draw, and the look itself, every glyph's text and place, is tens of kilobytes a page.
 */
function digest(look: string): string {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < look.length; i += 1) {
    const code = look.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return `${(a >>> 0).toString(36)}.${(b >>> 0).toString(36)}.${look.length}`;
}

async function drawPage(page: PDFPageProxy, scale: number): Promise<ImageBitmap> {
  const viewport = page.getViewport({ scale });
  const canvas = new OffscreenCanvas(Math.floor(viewport.width), Math.floor(viewport.height));
  const canvasContext = canvas.getContext('2d') as unknown as CanvasRenderingContext2D;
  await page.render({ canvas: null, canvasContext, viewport }).promise;
  return canvas.transferToImageBitmap();
}

async function rasterise({ bytes, width, style, shown }: RasterRequest) {
  const doc = await getDocument({
    data: bytes,
    isEvalSupported: false,
    // Glyphs drawn as paths: FontFaces need a document.
    disableFontFace: true,
    CanvasFactory: OffscreenCanvasFactory,
    worker: parser,
  }).promise;
  try {
    const pages: RasterPage[] = [];
    const lines: string[] = [];
    let pointsWide = 0;
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      const pageWidth = page.getViewport({ scale: 1 }).width;
      pointsWide ||= pageWidth;
      const scale = width / pageWidth;
      const { items } = await page.getTextContent();
      // What the page shows: its text, where and how wide (font names are numbered per document).
      const placed = items.map((item) => ('str' in item ? [item.str, item.transform, item.width] : null));
      const look = digest(JSON.stringify([style, scale, page.view, placed]));
      const bitmap = shown[number - 1] === look ? null : await drawPage(page, scale);
      const texts = items.filter((item) => 'str' in item);
      pages.push({ look, bitmap, lines: countTextLines(texts) });
      lines.push(...pageLines(items));
    }
    return { pages, text: lines.join('\n'), pointsWide };
  } finally {
    await doc.destroy();
  }
}

scope.onmessage = async ({ data: request }) => {
  try {
    const drawn = await rasterise(request);
    const bitmaps = drawn.pages.flatMap((page) => (page.bitmap ? [page.bitmap] : []));
    scope.postMessage({ id: request.id, ok: true, ...drawn }, bitmaps);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    scope.postMessage({ id: request.id, ok: false, message });
  }
};
