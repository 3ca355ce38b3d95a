import { renderLetterPdf, renderResumePdf } from '@resume/templates';
import type { RenderRequest, RenderResponse } from './render-protocol';

/**
 * The preview's PDF renderer, in a Web Worker: react-pdf's layout takes tens to hundreds of
 * milliseconds, which on the page would make typing stutter. The same renderResumePdf as the
 * server's export, so the preview is the download (renderLetterPdf likewise for a cover letter).
 */
type WorkerScope = {
  onmessage: ((event: MessageEvent<RenderRequest>) => void) | null;
  postMessage(message: RenderResponse, transfer?: Transferable[]): void;
};
const scope = self as unknown as WorkerScope;

scope.onmessage = async ({ data: { id, data, letter, options } }) => {
  try {
    const bytes = letter
      ? await renderLetterPdf(letter, data, options)
      : await renderResumePdf(data, options);
    scope.postMessage({ id, ok: true, bytes }, [bytes.buffer]);
  } catch (error) {
    scope.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
};
