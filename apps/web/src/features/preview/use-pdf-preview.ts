import type { CoverLetterContent, ResumeData } from '@resume/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createRenderWorker, PdfRenderClient } from './pdf-render-client';
import type { PreviewOptions } from './render-protocol';

/**
 * A render starts this long after the last change: enough to gather the keys of one burst. Longer
 * waits are not needed to spare work: while a render runs, only the newest change waits for it.
 */
const DEBOUNCE_MS = 40;
/**
 * Where a render takes longer than that (a slow device), the wait is as long as a render, up to
 * this: renders started at every key there are replaced before they are shown, and keep a core
 * busy that the typing needs. A pause in the typing starts one.
 */
const SLOW_DEBOUNCE_MAX_MS = 250;

export type PdfPreviewState = {
  /** The newest PDF rendered, and what it was rendered with. */
  pdf: { bytes: Uint8Array; options: PreviewOptions } | null;
  rendering: boolean;
  error: string | null;
};

/**
 * The resume (or `letter` in its design) as a PDF, re-rendered in a worker a moment after each
 * change. Renders that finish out of order never replace a newer one; a failure keeps the last good
 * PDF on screen.
 */
export function usePdfPreview(
  data: ResumeData,
  options: PreviewOptions,
  letter?: CoverLetterContent,
): PdfPreviewState {
  const client = useMemo(() => new PdfRenderClient(createRenderWorker), []);
  useEffect(() => () => client.dispose(), [client]);
  const [state, setState] = useState<PdfPreviewState>({ pdf: null, rendering: true, error: null });
  const requested = useRef(0);
  const shown = useRef(0);
  const { template, watermark, paper } = options;

  useEffect(() => {
    const request = ++requested.current;
    const wanted: PreviewOptions = { template, watermark, paper };
    // Already rendering while someone types: the same state, so no render of its own per keystroke.
    setState((s) => (s.rendering ? s : { ...s, rendering: true }));
    const timer = setTimeout(
      () => {
        client.render(data, wanted, letter).then(
          (bytes) => {
            // A change made since this render started will be drawn instead: drawing this one
            // would only take the page's time while someone types.
            if (!bytes || request < requested.current) return;
            shown.current = request;
            setState({ pdf: { bytes, options: wanted }, rendering: false, error: null });
          },
          (error: Error) => {
            if (request === requested.current)
              setState((s) => ({ ...s, rendering: false, error: error.message }));
          },
        );
      },
      shown.current === 0 ? 0 : Math.min(SLOW_DEBOUNCE_MAX_MS, Math.max(DEBOUNCE_MS, client.lastRenderMs)),
    );
    return () => clearTimeout(timer);
  }, [client, data, letter, template, watermark, paper]);

  return state;
}
