import type { CoverLetterContent, ResumeData } from '@resume/core';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { EditResume } from '@/features/builder';
import { pageCount } from './fit-note';
import { FitToOnePage } from './fit-to-one-page';
import { type DrawnPage, drawPdfPages, showPages } from './pdf-pages';
import { PreviewToolbar } from './preview-toolbar';
import type { PreviewOptions } from './render-protocol';
import { usePdfPreview } from './use-pdf-preview';
import { useSlowUpdate, useWidth } from './use-preview-sizes';
import { pageWidth, type Zoom, zoomedIn, zoomedOut, zoomPercent } from './zoom';

export type PdfPreviewProps = {
  data: ResumeData;
  /** A cover letter to show in the design of resume `data`, instead of the resume. */
  letter?: CoverLetterContent;
  options: PreviewOptions;
  templateName: string;
  /** Edits the resume shown: with it, "Fit to one page" shows beside a resume that spills. */
  edit?: EditResume;
};

type Drawn = { options: PreviewOptions; text: string; lines: number[]; pointsWide: number };

/**
 * The live preview: the real PDF (the one the download gives, watermark included) drawn page by
 * page, with a zoom and how many pages it fills. Loaded on demand with pdf.js and the render
 * worker, so no other screen pays for them.
 */
export default function PdfPreview({ data, letter, options, templateName, edit }: PdfPreviewProps) {
  const { pdf, rendering, error } = usePdfPreview(data, options, letter);
  // The panel's width is "Fit width"; zoomed in, the pages are wider and it scrolls sideways, below
  // the toolbar, which stays in view.
  const panelRef = useRef<HTMLDivElement>(null);
  const pagesRef = useRef<HTMLDivElement>(null);
  const fitWidth = useWidth(panelRef);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const shown = useRef<DrawnPage[]>([]);
  // Until the first draw gives the paper's width, only "Fit width" can be drawn.
  const width = drawn ? pageWidth(zoom, fitWidth, drawn.pointsWide) : fitWidth;

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
      const { text, lines, pointsWide } = result;
      setDrawn({ options: pdf.options, text, lines, pointsWide });
    });
    return () => {
      stale = true;
    };
  }, [pdf, width]);

  const busy = rendering || (pdf !== null && drawn?.options !== pdf.options);
  const slow = useSlowUpdate(busy, letter ?? data);
  const percent = drawn && fitWidth > 0 ? zoomPercent(zoom, fitWidth, drawn.pointsWide) : null;
  const pages = drawn ? `, ${pageCount(drawn.lines.length)}` : '';
  const subject = letter ? 'cover letter' : 'resume';
  return (
    <figure
      className="relative"
      aria-busy={busy}
      aria-label={`Preview of your ${subject} in the ${templateName} template${pages}`}
      data-testid="resume-preview"
      data-template={drawn?.options.template}
      data-watermark={drawn ? String(drawn.options.watermark) : undefined}
      data-pages={drawn?.lines.length}
    >
      <PreviewToolbar
        percent={percent}
        fitting={zoom === 'fit'}
        linesPerPage={drawn?.lines ?? null}
        onZoom={setZoom}
        zoomInTo={percent === null ? null : zoomedIn(percent)}
        zoomOutTo={percent === null ? null : zoomedOut(percent)}
        fitAction={
          edit && drawn && !letter ? (
            <FitToOnePage data={data} options={options} edit={edit} pages={drawn.lines.length} />
          ) : null
        }
      />
      <div ref={panelRef} className="mt-2 overflow-x-auto px-1 pb-2">
        <div
          ref={pagesRef}
          className="mx-auto space-y-4"
          style={zoom === 'fit' ? undefined : { width: `${width}px` }}
          data-testid="preview-pages"
        />
      </div>
      {drawn && (
        <div className="sr-only" data-testid="resume-preview-text">
          {drawn.text}
        </div>
      )}
      {!drawn && !error && (
        <div className="aspect-[1/1.414] animate-pulse rounded bg-white shadow-md ring-1 ring-slate-200" />
      )}
      <div aria-live="polite" className="absolute top-12 right-2">
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
