import type { RasterRequest, RasterResponse } from './raster-protocol';
import { workerCalls } from './worker-calls';

/** A page on screen, and how it looks (see raster-worker.ts). */
export type DrawnPage = { canvas: HTMLCanvasElement; look: string };
/** A PDF drawn: its pages, their text (for screen readers) and lines, and its paper's width. */
export type DrawnPdf = { pages: DrawnPage[]; text: string; lines: number[]; pointsWide: number };

/** The raster worker, started on first use (pdf.js comes with it) and kept for every later draw. */
const rasterise = workerCalls<RasterRequest, Extract<RasterResponse, { ok: true }>>(
  () => new Worker(new URL('./raster-worker.ts', import.meta.url), { type: 'module' }),
  'Preview failed',
);

const PAGE_CLASSES = 'block w-full bg-white shadow-md ring-1 ring-slate-200';

function canvasShowing(bitmap: ImageBitmap): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.className = PAGE_CLASSES;
  canvas.setAttribute('aria-hidden', 'true');
  canvas.getContext('bitmaprenderer')?.transferFromImageBitmap(bitmap);
  return canvas;
}

/**
 * The new picture in the canvas already on screen when it has the same size: the page changes
 * without any change to the document, so nothing is laid out again (a new canvas would make the
 * browser lay out the whole page, a long task on a slow phone while someone types).
 */
function pageShowing(bitmap: ImageBitmap, before: DrawnPage | undefined): HTMLCanvasElement {
  const canvas = before?.canvas;
  if (!canvas || canvas.width !== bitmap.width || canvas.height !== bitmap.height)
    return canvasShowing(bitmap);
  canvas.getContext('bitmaprenderer')?.transferFromImageBitmap(bitmap);
  return canvas;
}

/** Puts `pages` in `container`, touching the document only when the canvases themselves change. */
export function showPages(container: HTMLElement, pages: DrawnPage[]): void {
  const canvases = pages.map((page) => page.canvas);
  const same =
    canvases.length === container.children.length &&
    canvases.every((canvas, index) => container.children[index] === canvas);
  if (!same) container.replaceChildren(...canvases);
}

/**
 * Every page of a PDF as canvases `cssWidth` pixels wide (sharp on high-density screens), drawn in
 * a worker, then shown at once, so the old pages stay on screen until the new ones are ready: no
 * flash while someone types. A page that looks as it did in `shown` is not drawn again (typing on
 * page one does not redraw page two); one that changed takes its new picture in place. The pages'
 * text comes too: the canvases are pictures, and screen readers read the text instead. Call it
 * for the newest PDF only: `isStale` says when a newer one has been asked for meanwhile.
 */
export async function drawPdfPages(
  bytes: Uint8Array,
  { cssWidth, style, shown }: { cssWidth: number; style: string; shown: DrawnPage[] },
  isStale: () => boolean,
): Promise<DrawnPdf | null> {
  const density = Math.min(window.devicePixelRatio || 1, 2);
  // The worker takes the buffer it is given; the caller keeps its bytes.
  const copy = bytes.slice();
  const request = { bytes: copy, width: cssWidth * density, style, shown: shown.map((page) => page.look) };
  const { pages, text, pointsWide } = await rasterise(request, [copy.buffer]);
  if (isStale()) {
    for (const page of pages) page.bitmap?.close();
    return null;
  }
  return {
    pages: pages.map(({ look, bitmap }, index) =>
      bitmap ? { canvas: pageShowing(bitmap, shown[index]), look } : (shown[index] as DrawnPage),
    ),
    text,
    lines: pages.map((page) => page.lines),
    pointsWide,
  };
}
