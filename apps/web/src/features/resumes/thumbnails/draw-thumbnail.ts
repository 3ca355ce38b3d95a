import { resumePaper } from '@resume/core';
import { createRenderWorker, drawPdfPages, PdfRenderClient } from '@/features/preview';
import { resumeRequests } from '../api/resume-requests';

/** Which resume to draw, how, and whether it is still wanted (on screen). */
export type ThumbnailJob = {
  resumeId: string;
  /** What else the picture depends on (last edit, template, watermark): same look, same picture. */
  look: string;
  watermark: boolean;
  cssWidth: number;
  wanted(): boolean;
};

/**
 * Each resume's first page as last drawn: a card scrolled back into view (or found again by a
 * search) shows it at once. One per resume: a new look replaces the old picture.
 */
const drawn = new Map<string, { look: string; canvas: HTMLCanvasElement }>();
let renderer: PdfRenderClient | null = null;
let queue: Promise<unknown> = Promise.resolve();

export function drawnThumbnail(resumeId: string, look: string): HTMLCanvasElement | undefined {
  const picture = drawn.get(resumeId);
  return picture?.look === look ? picture.canvas : undefined;
}

async function draw({ resumeId, look, watermark, cssWidth, wanted }: ThumbnailJob) {
  // Read at its turn, not from a cache: the picture is of the resume as it is now.
  const { data, template } = await resumeRequests.get(resumeId);
  const options = { template, watermark, paper: resumePaper(data) };
  renderer ??= new PdfRenderClient(createRenderWorker);
  const bytes = await renderer.render(data, options);
  if (!bytes || !wanted()) return null;
  const style = JSON.stringify([options.template, options.watermark, options.paper]);
  const pdf = await drawPdfPages(bytes, { cssWidth, style, shown: [] }, () => !wanted());
  const first = pdf?.pages[0]?.canvas;
  if (!first) return null;
  drawn.set(resumeId, { look, canvas: first });
  return first;
}

/**
 * The first page of a resume, rendered by the preview's renderer (the export's) and drawn in its
 * workers, one resume at a time: a list of cards never keeps both cores busy, and a card scrolled
 * away before its turn is skipped. Null when it was skipped.
 */
export function drawThumbnail(job: ThumbnailJob): Promise<HTMLCanvasElement | null> {
  const turn = queue.then(() => drawnThumbnail(job.resumeId, job.look) ?? (job.wanted() ? draw(job) : null));
  // One failure must not stop the cards after it.
  queue = turn.catch(() => null);
  return turn;
}
