import { useSyncExternalStore } from 'react';

/** Wide enough for the preview beside the editor; below it, the preview opens on demand. */
const WIDE = '(min-width: 1024px)';

let wideQuery: MediaQueryList | null = null;

/** One query for the page's lifetime: the screen reads it on every keystroke's render. */
function wideScreenQuery(): MediaQueryList {
  wideQuery ??= window.matchMedia(WIDE);
  return wideQuery;
}

function subscribe(onChange: () => void) {
  const query = wideScreenQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => wideScreenQuery().matches);
}
