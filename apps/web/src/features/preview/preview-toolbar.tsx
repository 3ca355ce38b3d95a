import { Maximize2, ZoomIn, ZoomOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { fitNote, pageCount } from './fit-note';

type Props = {
  /** The zoom as a percentage of the page's real size; null until the first page is drawn. */
  percent: number | null;
  fitting: boolean;
  /** Lines of text on each page, from the drawn PDF; null until it is drawn. */
  linesPerPage: number[] | null;
  onZoom(percent: number | 'fit'): void;
  zoomInTo: number | null;
  zoomOutTo: number | null;
  /** What can be done about the fit ("Fit to one page"), shown after it. */
  fitAction?: ReactNode;
};

/**
 * Above the page: zoom out, the zoom, zoom in, fit to the panel's width; then how many pages the
 * document has and whether it fits on one, as the download will.
 */
export function PreviewToolbar({
  percent,
  fitting,
  linesPerPage,
  onZoom,
  zoomInTo,
  zoomOutTo,
  fitAction,
}: Props) {
  const pages = linesPerPage ? pageCount(linesPerPage.length) : null;
  const fit = linesPerPage ? fitNote(linesPerPage) : null;
  return (
    <div className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 bg-slate-100 py-1">
      <div className="flex items-center gap-1">
        <Button
          variant="ghost"
          size="sm"
          aria-label="Zoom out"
          title="Zoom out"
          disabled={zoomOutTo === null}
          onClick={() => zoomOutTo !== null && onZoom(zoomOutTo)}
        >
          <ZoomOut className="size-4" aria-hidden />
        </Button>
        <span
          className="min-w-[3.5rem] text-center text-sm tabular-nums text-slate-700"
          data-testid="preview-zoom"
        >
          <span className="sr-only">Zoom </span>
          {percent !== null && `${percent}%`}
        </span>
        <Button
          variant="ghost"
          size="sm"
          aria-label="Zoom in"
          title="Zoom in"
          disabled={zoomInTo === null}
          onClick={() => zoomInTo !== null && onZoom(zoomInTo)}
        >
          <ZoomIn className="size-4" aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={fitting}
          disabled={percent === null}
          onClick={() => onZoom('fit')}
        >
          <Maximize2 className="size-4" aria-hidden />
          Fit width
        </Button>
      </div>
      <p role="status" className="text-sm text-slate-700">
        {pages && <span data-testid="preview-page-count">{pages}</span>}
        {fit && fit !== pages && (
          <>
            <span aria-hidden> · </span>
            <span data-testid="preview-fit">{fit}</span>
          </>
        )}
      </p>
      {fitAction}
    </div>
  );
}
