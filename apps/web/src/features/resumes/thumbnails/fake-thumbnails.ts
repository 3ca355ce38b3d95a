import { vi } from 'vitest';
import type { ThumbnailJob } from './draw-thumbnail';

/**
 * Stand-ins for the thumbnail drawing (no workers in unit tests) and for IntersectionObserver:
 * `setOnScreen` puts a card on screen or off it, `finishDrawing` draws the oldest job waiting.
 */
const pictures = new Map<string, HTMLCanvasElement>();
export const jobs: ThumbnailJob[] = [];
const finishers: (() => void)[] = [];

export const fakeDrawing = {
  drawnThumbnail: (resumeId: string, look: string) => pictures.get(`${resumeId} ${look}`),
  drawThumbnail: (job: ThumbnailJob) =>
    new Promise<HTMLCanvasElement | null>((resolve) => {
      jobs.push(job);
      finishers.push(() => {
        const canvas = document.createElement('canvas');
        pictures.set(`${job.resumeId} ${job.look}`, canvas);
        resolve(canvas);
      });
    }),
};

export function finishDrawing(): void {
  finishers.shift()?.();
}

const observed = new Map<Element, IntersectionObserverCallback>();

class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.set(element, this.callback);
  }
  disconnect() {
    for (const [element, callback] of observed) if (callback === this.callback) observed.delete(element);
  }
}

/** Puts a thumbnail on screen, as scrolling to it would, or takes it off. */
export function setOnScreen(element: Element, onScreen: boolean): void {
  const entry = { target: element, isIntersecting: onScreen } as IntersectionObserverEntry;
  observed.get(element)?.([entry], {} as IntersectionObserver);
}

export function fakeThumbnails(): void {
  pictures.clear();
  jobs.length = 0;
  finishers.length = 0;
  observed.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}
