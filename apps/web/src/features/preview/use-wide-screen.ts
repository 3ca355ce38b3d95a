import { useSyncExternalStore } from 'react';

/** Wide enough for the page beside the form; below it, the page opens on demand. */
const WIDE = '(min-width: 1024px)';

let wideQuery: MediaQueryList | null = null;

/**
 * One query for the page's lifetime: the screen reads it on every keystroke's render. Null where
 * there is no media query at all (a test's document): a narrow screen, where nothing is drawn
 * until asked for.
 */
function wideScreenQuery(): MediaQueryList | null {
  if (typeof window.matchMedia !== 'function') return null;
  wideQuery ??= window.matchMedia(WIDE);
  return wideQuery;
}

function subscribe(onChange: () => void) {
  const query = wideScreenQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => wideScreenQuery()?.matches ?? false);
}
