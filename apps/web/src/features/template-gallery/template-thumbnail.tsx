import type { ResumeData } from '@resume/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { canDrawPreview } from '@/features/preview';
import { drawnTemplatePage, drawTemplatePage } from './draw-template-page';

/** The width pictures are drawn at (CSS pixels): sharp in a 3-column picker and at 375 px. */
export const THUMBNAIL_WIDTH = 320;

type Props = {
  template: string;
  /** The person's resume; without one, or where pages cannot be drawn, the template's sketch. */
  data?: ResumeData;
  watermark: boolean;
  /** Shown until the real page is drawn (and for good where it cannot be): a sketch, a skeleton. */
  placeholder: ReactNode;
};

/**
 * A template's first page with the person's resume in it, drawn in its turn (one at a time, in
 * the gallery's order); the placeholder meanwhile. Decorative: the button beside it names the
 * template, and its text is the person's own, read elsewhere.
 */
export function TemplateThumbnail({ template, data, watermark, placeholder }: Props) {
  const slot = useRef<HTMLDivElement>(null);
  const job = data ? { data, template, watermark, cssWidth: THUMBNAIL_WIDTH } : null;
  const current = job ? drawnTemplatePage(job) : undefined;
  const [latest, setLatest] = useState<HTMLCanvasElement | null>(null);
  // After an edit the previous picture stays until the new one is ready.
  const shown = current ?? latest;

  useEffect(() => {
    if (!data || !canDrawPreview) return;
    const next = { data, template, watermark, cssWidth: THUMBNAIL_WIDTH };
    if (drawnTemplatePage(next)) return;
    let live = true;
    drawTemplatePage({ ...next, wanted: () => live }).then(
      (canvas) => live && canvas && setLatest(canvas),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [data, template, watermark]);

  useEffect(() => {
    if (!shown) return;
    shown.style.width = '100%';
    shown.style.height = 'auto';
    slot.current?.replaceChildren(shown);
  }, [shown]);

  return (
    <div
      aria-hidden
      data-testid="template-thumbnail"
      data-state={current ? 'drawn' : 'sketch'}
      className="relative h-full overflow-hidden bg-white"
    >
      <div ref={slot} className={shown ? '' : 'hidden'} />
      {!shown && placeholder}
    </div>
  );
}
