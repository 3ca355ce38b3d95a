import type { CoverLetterContent, ResumeData } from '@resume/core';
import type { PreviewOptions, RenderRequest, RenderResponse } from './render-protocol';

type Job = {
  data: ResumeData;
  letter: CoverLetterContent | undefined;
  options: PreviewOptions;
  resolve(bytes: Uint8Array | null): void;
  reject(error: Error): void;
};

/**
 * Renders previews in one worker, one at a time, newest first: while a render runs only the latest
 * request waits (an older waiting one resolves to null, superseded), so typing never builds a queue.
 */
export class PdfRenderClient {
  private worker: Worker | null = null;
  private running: (Job & { id: number; startedAt: number }) | null = null;
  private waiting: Job | null = null;
  private nextId = 1;
  /** How long the latest render took in the worker, waiting excluded (0 before the first). */
  lastRenderMs = 0;

  constructor(private readonly createWorker: () => Worker) {}

  /** The resume `data` as a PDF; with `letter`, that cover letter in the resume's design. */
  render(data: ResumeData, options: PreviewOptions, letter?: CoverLetterContent): Promise<Uint8Array | null> {
    return new Promise((resolve, reject) => {
      this.waiting?.resolve(null);
      this.waiting = { data, letter, options, resolve, reject };
      this.pump();
    });
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = null;
    this.waiting?.resolve(null);
    this.running?.resolve(null);
    this.waiting = null;
    this.running = null;
  }

  private pump() {
    const job = this.waiting;
    if (this.running || !job) return;
    this.waiting = null;
    this.running = { ...job, id: this.nextId++, startedAt: performance.now() };
    const { data, letter, options } = job;
    const request: RenderRequest = { id: this.running.id, data, letter, options };
    this.ensureWorker().postMessage(request);
  }

  private finish(id: number, outcome: { bytes: Uint8Array } | { error: Error }) {
    const running = this.running;
    if (!running || running.id !== id) return;
    this.running = null;
    this.lastRenderMs = performance.now() - running.startedAt;
    if ('bytes' in outcome) running.resolve(outcome.bytes);
    else running.reject(outcome.error);
    this.pump();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = this.createWorker();
    worker.onmessage = ({ data: response }: MessageEvent<RenderResponse>) =>
      this.finish(
        response.id,
        response.ok ? { bytes: response.bytes } : { error: new Error(response.message) },
      );
    worker.onerror = (event) => {
      // A worker that failed to load or crashed: fail its render; the next one starts a fresh worker.
      event.preventDefault();
      worker.terminate();
      this.worker = null;
      if (this.running) this.finish(this.running.id, { error: new Error(event.message || 'Preview failed') });
    };
    this.worker = worker;
    return worker;
  }
}

/** The preview's render worker, built by Vite as its own bundle (react-pdf never enters the page's). */
export const createRenderWorker = () =>
  new Worker(new URL('./render-worker.ts', import.meta.url), { type: 'module' });
