import type { ResumeData } from '@resume/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createRenderWorker, PdfRenderClient } from './pdf-render-client';
import type { PreviewOptions } from './render-protocol';

/** Long enough to wait for a pause in typing, short enough that the preview follows within a second. */
const DEBOUNCE_MS = 350;

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
    setState((s) => ({ ...s, rendering: true }));
    const timer = setTimeout(
      () => {
        client.render(JSON.parse(content) as ResumeData, wanted).then(
          (bytes) => {
            if (!bytes || request < shown.current) return;
            shown.current = request;
            setState({
              pdf: { bytes, options: wanted },
              rendering: request < requested.current,
              error: null,
            });
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
