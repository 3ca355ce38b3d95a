import { type RefObject, useEffect, useState } from 'react';

/**
 * An update taking longer than this shows "Updating preview". Quicker ones, as at each word while
 * someone types, show nothing: a spinner flashing at every word is noise (read out, too).
 */
const SLOW_UPDATE_MS = 1000;

/**
 * Whether the preview has been updating for SLOW_UPDATE_MS since the last change. Each change
 * starts the wait again, so a pause in the typing shows it, never the typing itself: on a slow
 * device the preview stays busy through a whole sentence, and the turning icon then restyled the
 * page at every frame while the person typed (a tenth of the main thread's work at 4× throttling).
 */
export function useSlowUpdate(busy: boolean, change: unknown): boolean {
  const [slow, setSlow] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change restarts the wait
  useEffect(() => {
    setSlow(false);
    if (!busy) return;
    const timer = setTimeout(() => setSlow(true), SLOW_UPDATE_MS);
    return () => clearTimeout(timer);
  }, [busy, change]);
  return busy && slow;
}

/** The element's width, following it as it resizes: the width "Fit width" draws the pages at. */
export function useWidth(element: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry?.contentRect.width ?? 0)));
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
