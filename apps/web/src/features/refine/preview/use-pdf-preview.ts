import type { ResumeData } from '@resume/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createRenderWorker, PdfRenderClient } from './pdf-render-client';
import type { PreviewOptions } from './render-protocol';

/**
 * A render starts this long after the last change: enough to gather the keys of one burst. Longer
 * waits are not needed to spare work: while a render runs, only the newest change waits for it.
 */
const DEBOUNCE_MS = 40;

export type PdfPreviewState = {
  /** The newest PDF rendered, and what it was rendered with. */
  pdf: { bytes: Uint8Array; options: PreviewOptions } | null;
  rendering: boolean;
  error: string | null;
};

/**
 * The resume as a PDF, re-rendered in a worker a moment after each change. Renders that finish out
 * of order never replace a newer one; a failure keeps the last good PDF on screen.
 */
export function usePdfPreview(data: ResumeData, options: PreviewOptions): PdfPreviewState {
  const client = useMemo(() => new PdfRenderClient(createRenderWorker), []);
  useEffect(() => () => client.dispose(), [client]);
  const [state, setState] = useState<PdfPreviewState>({ pdf: null, rendering: true, error: null });
  const requested = useRef(0);
  const shown = useRef(0);
  // Saving hands back an equal copy of the resume; only a change of content needs a render.
  const content = JSON.stringify(data);
  const { template, watermark, paper } = options;

  useEffect(() => {
    const request = ++requested.current;
    const wanted: PreviewOptions = { template, watermark, paper };
    // Already rendering while someone types: the same state, so no render of its own per keystroke.
    setState((s) => (s.rendering ? s : { ...s, rendering: true }));
    const timer = setTimeout(
      () => {
        client.render(JSON.parse(content) as ResumeData, wanted).then(
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
      shown.current === 0 ? 0 : DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [client, content, template, watermark, paper]);

  return state;
}
