import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** Cards this close below the fold count as on screen: their picture is ready when scrolled to. */
const AHEAD = '200px';

/**
 * Whether the element is on screen (or about to be), as state for rendering and as a function for
 * work that started earlier and asks again at its turn. Browsers without IntersectionObserver see
 * everything as on screen.
 */
export function useOnScreen(ref: RefObject<Element | null>): { onScreen: boolean; isOnScreen(): boolean } {
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const [onScreen, setOnScreen] = useState(!canObserve);
  const latest = useRef(onScreen);
  useEffect(() => {
    const element = ref.current;
    if (!element || !canObserve) return;
    const observer = new IntersectionObserver(
      (entries) => {
        // One element observed: its latest entry is its state now.
        const seen = entries.at(-1)?.isIntersecting ?? false;
        latest.current = seen;
        setOnScreen(seen);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, canObserve]);
  const isOnScreen = useCallback(() => latest.current, []);
  return { onScreen, isOnScreen };
}
