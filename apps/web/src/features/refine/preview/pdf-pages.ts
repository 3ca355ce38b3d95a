import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

/** pdf.js, loaded on first use: only someone looking at a preview downloads it. */
let pdfjs: Promise<typeof import('pdfjs-dist')> | null = null;
function loadPdfjs() {
  pdfjs ??= import('pdfjs-dist').then((module) => {
    module.GlobalWorkerOptions.workerSrc = workerUrl;
    return module;
  });
  return pdfjs;
}

/**
 * Draws every page of a PDF onto new canvases `cssWidth` pixels wide (sharp on high-density
 * screens). New canvases rather than redrawing the visible ones, so the old pages stay on screen
 * until the new ones are ready: no flash while someone types. The pages' text comes too: the
 * canvases are pictures, and screen readers read the text instead.
 */
export async function drawPdfPages(
  bytes: Uint8Array,
  cssWidth: number,
): Promise<{ canvases: HTMLCanvasElement[]; text: string }> {
  const { getDocument } = await loadPdfjs();
  // pdf.js takes the buffer it is given; the caller keeps its bytes.
  const doc = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  try {
    const density = Math.min(window.devicePixelRatio || 1, 2);
    const canvases: HTMLCanvasElement[] = [];
    const lines: string[] = [];
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number);
      const viewport = page.getViewport({
        scale: (cssWidth / page.getViewport({ scale: 1 }).width) * density,
      });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = '100%';
      canvas.setAttribute('aria-hidden', 'true');
      await page.render({ canvas, viewport }).promise;
      canvases.push(canvas);
      const content = await page.getTextContent();
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          lines.push(line);
          line = '';
        }
      }
      if (line) lines.push(line);
    }
    return { canvases, text: lines.join('\n') };
  } finally {
    await doc.destroy();
  }
}
