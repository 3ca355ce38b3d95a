import type { ResumeData } from '@resume/core';
import { LoaderCircle } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { type DrawnPage, drawPdfPages, showPages } from './pdf-pages';
import type { PreviewOptions } from './render-protocol';
import { usePdfPreview } from './use-pdf-preview';

type Props = { data: ResumeData; options: PreviewOptions; templateName: string };

/**
 * An update taking longer than this shows "Updating preview". Quicker ones, as at each word while
 * someone types, show nothing: a spinner flashing at every word is noise (read out, too).
 */
const SLOW_UPDATE_MS = 1000;

/**
 * Whether the preview has been updating for SLOW_UPDATE_MS since the last change. Each change
 * starts the wait again, so a pause in the typing shows it, never the typing itself: on a slow
 * device the preview stays busy through a whole sentence, and the turning icon then restyled the
 * page at every frame while the person typed (a tenth of the main thread's work at 4× throttling).
 */
function useSlowUpdate(busy: boolean, change: unknown): boolean {
  const [slow, setSlow] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change restarts the wait
  useEffect(() => {
    setSlow(false);
    if (!busy) return;
    const timer = setTimeout(() => setSlow(true), SLOW_UPDATE_MS);
    return () => clearTimeout(timer);
  }, [busy, change]);
  return busy && slow;
}

/** The width the pages are drawn at, following the panel as it resizes. */
function useWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry?.contentRect.width ?? 0)));
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}

/**
 * The live preview: the real PDF (the one the download gives, watermark included) drawn page by
 * page. Loaded on demand with pdf.js and the render worker, so no other screen pays for them.
 */
export default function PdfPreview({ data, options, templateName }: Props) {
  const { pdf, rendering, error } = usePdfPreview(data, options);
  const pagesRef = useRef<HTMLDivElement>(null);
  const width = useWidth(pagesRef);
  const [drawn, setDrawn] = useState<{ options: PreviewOptions; pages: number; text: string } | null>(null);
  const shown = useRef<DrawnPage[]>([]);

  useEffect(() => {
    if (!pdf || width === 0) return;
    let stale = false;
    const { template, watermark, paper } = pdf.options;
    const style = JSON.stringify([template, watermark, paper]);
    const isStale = () => stale || !pagesRef.current;
    void drawPdfPages(pdf.bytes, { cssWidth: width, style, shown: shown.current }, isStale).then((result) => {
      if (!result || !pagesRef.current) return;
      showPages(pagesRef.current, result.pages);
      shown.current = result.pages;
      setDrawn({ options: pdf.options, pages: result.pages.length, text: result.text });
    });
    return () => {
      stale = true;
    };
  }, [pdf, width]);

  const busy = rendering || (pdf !== null && drawn?.options !== pdf.options);
  const slow = useSlowUpdate(busy, data);
  const pages = drawn ? `${drawn.pages} ${drawn.pages === 1 ? 'page' : 'pages'}` : '';
  return (
    <figure
      className="relative"
      aria-busy={busy}
      aria-label={`Preview of your resume in the ${templateName} template${pages ? `, ${pages}` : ''}`}
      data-testid="resume-preview"
      data-template={drawn?.options.template}
      data-watermark={drawn ? String(drawn.options.watermark) : undefined}
      data-pages={drawn?.pages}
    >
      <div ref={pagesRef} className="space-y-4" />
      {drawn && (
        <div className="sr-only" data-testid="resume-preview-text">
          {drawn.text}
        </div>
      )}
      {!drawn && !error && (
        <div className="aspect-[1/1.414] animate-pulse rounded bg-white shadow-md ring-1 ring-slate-200" />
      )}
      <div aria-live="polite" className="absolute top-2 right-2">
        {slow && !error && (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-900/80 px-2.5 py-1 text-xs text-white">
            <LoaderCircle className="size-3.5 animate-spin" aria-hidden />
            Updating preview
          </span>
        )}
      </div>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          The preview could not be updated: {error}
        </p>
      )}
    </figure>
  );
}
