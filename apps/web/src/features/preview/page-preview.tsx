import { lazy, Suspense } from 'react';
import type { PdfPreviewProps } from './pdf-preview';

const PdfPreview = lazy(() => import('./pdf-preview'));

/**
 * Whether this browser can draw the preview: it renders in a Web Worker and draws on an
 * OffscreenCanvas in another (Safari before 16.4 has none).
 */
export const canDrawPreview = typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';

/** The note in the page's place where it cannot be drawn; nothing tries to start the workers. */
export function CannotDrawPreview() {
  return (
    <p className="rounded-lg bg-white p-3 text-sm text-slate-700">
      This browser cannot draw the preview. Your downloads are not affected.
    </p>
  );
}

/** The page as the download prints it; pdf.js and the renderer load only once it is shown. */
export function PagePreview(props: PdfPreviewProps) {
  if (!canDrawPreview) return <CannotDrawPreview />;
  return (
    <Suspense fallback={<div className="aspect-[1/1.414] animate-pulse rounded bg-white shadow-md" />}>
      <PdfPreview {...props} />
    </Suspense>
  );
}
