import { type ResumeData, resumePaper } from '@resume/core';
import { createRenderWorker, drawPdfPages, PdfRenderClient } from '@/features/preview';

/** One template's first page for one state of the person's resume, and whether it is still wanted. */
export type TemplatePageJob = {
  data: ResumeData;
  template: string;
  watermark: boolean;
  cssWidth: number;
  wanted(): boolean;
};

/** The pictures kept: ten templates for a few states of the resume, the newest kept longest. */
const KEPT = 30;
const drawn = new Map<string, HTMLCanvasElement>();
const ids = new WeakMap<ResumeData, number>();
let nextId = 1;
let renderer: PdfRenderClient | null = null;
let queue: Promise<unknown> = Promise.resolve();

/** What a picture depends on: this very resume object (edits make a new one), template, watermark. */
export function templatePageLook({ data, template, watermark, cssWidth }: Omit<TemplatePageJob, 'wanted'>) {
  let id = ids.get(data);
  if (id === undefined) {
    id = nextId++;
    ids.set(data, id);
  }
  return JSON.stringify([id, template, watermark, cssWidth]);
}

export function drawnTemplatePage(job: Omit<TemplatePageJob, 'wanted'>): HTMLCanvasElement | undefined {
  return drawn.get(templatePageLook(job));
}

function keep(look: string, canvas: HTMLCanvasElement) {
  drawn.set(look, canvas);
  for (const old of drawn.keys()) {
    if (drawn.size <= KEPT) break;
    drawn.delete(old);
  }
}

async function draw(job: TemplatePageJob): Promise<HTMLCanvasElement | null> {
  const { data, template, watermark, cssWidth, wanted } = job;
  const options = { template, watermark, paper: resumePaper(data) };
  renderer ??= new PdfRenderClient(createRenderWorker);
  const bytes = await renderer.render(data, options);
  if (!bytes || !wanted()) return null;
  const style = JSON.stringify([template, watermark, options.paper]);
  const pdf = await drawPdfPages(bytes, { cssWidth, style, shown: [] }, () => !wanted());
  const first = pdf?.pages[0]?.canvas;
  if (!first) return null;
  keep(templatePageLook(job), first);
  return first;
}

/**
 * A template's first page with the person's own resume in it, by the preview's renderer (the
 * export's) in its workers, one picture at a time: a gallery of ten never keeps both cores busy,
 * and a picture no longer wanted (the resume changed, the gallery closed) is skipped at its turn.
 * The renderer answers only its newest request, so the pictures wait in this queue, not in it.
 */
export function drawTemplatePage(job: TemplatePageJob): Promise<HTMLCanvasElement | null> {
  const turn = queue.then(() => drawnTemplatePage(job) ?? (job.wanted() ? draw(job) : null));
  // One failure must not stop the pictures after it.
  queue = turn.catch(() => null);
  return turn;
}
