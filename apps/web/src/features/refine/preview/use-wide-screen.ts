import { useSyncExternalStore } from 'react';

/** Wide enough for the preview beside the editor; below it, the preview opens on demand. */
const WIDE = '(min-width: 1024px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches);
}
