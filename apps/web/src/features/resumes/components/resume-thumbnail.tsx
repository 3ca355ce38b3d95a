import type { ResumeListItem } from '@resume/core';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '@/features/auth';
import { canDrawPreview } from '@/features/preview';
import { drawnThumbnail, drawThumbnail } from '../thumbnails/draw-thumbnail';
import { useOnScreen } from '../thumbnails/use-on-screen';

/** The widest a thumbnail is shown (CSS pixels): drawn at that width, sharp at every smaller one. */
const THUMBNAIL_WIDTH = 112;

type State = 'drawing' | 'drawn' | 'failed';

/**
 * The resume's first page as its PDF download prints it, drawn once the card is on screen, one
 * card at a time; a skeleton meanwhile. A picture: the card's text says what it holds.
 */
export function ResumeThumbnail({ resume }: { resume: ResumeListItem }) {
  const watermark = !useSession().user?.is_premium;
  const frame = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const { onScreen, isOnScreen } = useOnScreen(frame);
  const look = JSON.stringify([resume.updated_at, resume.template, watermark]);
  // After an edit the old picture stays until the new one is ready.
  const [latest, setLatest] = useState<HTMLCanvasElement | null>(null);
  const [failed, setFailed] = useState(false);
  const current = drawnThumbnail(resume.id, look);
  const shown = current ?? latest;
  const { id } = resume;

  useEffect(() => {
    if (!onScreen || !canDrawPreview || drawnThumbnail(id, look)) return;
    let live = true;
    setFailed(false);
    const wanted = () => live && isOnScreen();
    drawThumbnail({ resumeId: id, look, watermark, cssWidth: THUMBNAIL_WIDTH, wanted }).then(
      (canvas) => live && canvas && setLatest(canvas),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [onScreen, isOnScreen, id, look, watermark]);

  useEffect(() => {
    if (shown) slot.current?.replaceChildren(shown);
  }, [shown]);

  const state: State = current ? 'drawn' : failed || !canDrawPreview ? 'failed' : 'drawing';
  return (
    <div
      ref={frame}
      aria-hidden
      data-testid="resume-thumbnail"
      data-state={state}
      className="relative w-20 shrink-0 sm:w-28"
    >
      <div ref={slot} />
      {!shown && (
        <div
          className={`flex aspect-[1/1.414] items-center justify-center rounded bg-slate-100 p-1 text-center text-xs text-slate-500 shadow-md ring-1 ring-slate-200 ${state === 'drawing' ? 'animate-pulse' : ''}`}
        >
          {state === 'failed' && 'No preview'}
        </div>
      )}
    </div>
  );
}
