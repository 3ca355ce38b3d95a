import { fitResumeToOnePage } from '@resume/templates';
import type { FitRequest, FitResponse } from './fit-protocol';

/**
 * "Fit to one page" in a Web Worker of its own: it renders the resume several times (as the export
 * does) to count its pages in each design tried, which would make the page stutter, and it must not
 * queue behind, or be replaced by, the preview's renders while it runs.
 */
type WorkerScope = {
  onmessage: ((event: MessageEvent<FitRequest>) => void) | null;
  postMessage(message: FitResponse): void;
};
const scope = self as unknown as WorkerScope;

scope.onmessage = async ({ data: { id, data, options } }) => {
  try {
    scope.postMessage({ id, ok: true, outcome: await fitResumeToOnePage(data, options) });
  } catch (error) {
    scope.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
