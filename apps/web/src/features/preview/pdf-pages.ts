import type { RasterPage, RasterRequest, RasterResponse } from './raster-protocol';

/** A page on screen, and how it looks (see raster-worker.ts). */
export type DrawnPage = { canvas: HTMLCanvasElement; look: string };
/** A PDF drawn: its pages, their text (for screen readers) and lines, and its paper's width. */
export type DrawnPdf = { pages: DrawnPage[]; text: string; lines: number[]; pointsWide: number };

type Answer = { pages: RasterPage[]; text: string; pointsWide: number };
const waiting = new Map<number, { resolve(answer: Answer): void; reject(error: Error): void }>();
let worker: Worker | null = null;
let nextId = 1;

/** The raster worker, started on first use (pdf.js comes with it) and kept for every later draw. */
function rasterWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./raster-worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = ({ data: response }: MessageEvent<RasterResponse>) => {
    const asker = waiting.get(response.id);
    waiting.delete(response.id);
    if (response.ok) asker?.resolve(response);
    else asker?.reject(new Error(response.message));
  };
  started.onerror = (event) => {
    // A worker that failed to load or crashed: fail what it had; the next draw starts a fresh one.
    event.preventDefault();
    started.terminate();
    worker = null;
    for (const asker of waiting.values()) asker.reject(new Error(event.message || 'Preview failed'));
    waiting.clear();
  };
  worker = started;
  return started;
}

function rasterise(request: Omit<RasterRequest, 'id'>): Promise<Answer> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    rasterWorker().postMessage({ ...request, id }, [request.bytes.buffer]);
  });
}

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
  const { pages, text, pointsWide } = await rasterise({
    // The worker takes the buffer it is given; the caller keeps its bytes.
    bytes: bytes.slice(),
    width: cssWidth * density,
    style,
    shown: shown.map((page) => page.look),
  });
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
