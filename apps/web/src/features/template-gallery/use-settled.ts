import { useEffect, useState } from 'react';

/** How long the resume must stay unchanged before the gallery draws it again. */
export const SETTLE_MS = 1200;

/**
 * The value once it has stopped changing for `delay` ms: ten pictures are redrawn after a pause in
 * typing, not at every key. The first value is taken at once.
 */
export function useSettled<T>(value: T, delay = SETTLE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (Object.is(value, settled)) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, settled, delay]);
  return settled;
}
