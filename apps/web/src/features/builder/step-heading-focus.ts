import { useCallback, useEffect, useRef } from 'react';

/**
 * Keyboard and screen-reader users land on a new step where it starts: after a move the person
 * asked for, its heading takes the focus once it shows. Arriving on the page does not move it (a
 * `field` in the address, or the browser's own start, decides there).
 */
export function useStepHeadingFocus(stepId: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const moving = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step shown changes
  useEffect(() => {
    if (!moving.current) return;
    moving.current = false;
    heading.current?.focus();
  }, [stepId]);
  const willMove = useCallback(() => {
    moving.current = true;
  }, []);
  return { heading, willMove };
}
