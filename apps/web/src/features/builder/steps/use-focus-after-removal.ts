import { type RefObject, useLayoutEffect, useRef } from 'react';

/**
 * A control that removes itself takes the focus with it: focus goes to the control that took its
 * place in `list`, else the one before it, else `fallback`, never to the page body. Call the
 * returned function with the control's index before removing it.
 */
export function useFocusAfterRemoval(
  list: RefObject<HTMLElement | null>,
  selector: string,
  fallback: RefObject<HTMLElement | null>,
): (index: number) => void {
  const pending = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (pending.current === null) return;
    const controls = list.current?.querySelectorAll<HTMLElement>(selector) ?? [];
    const target = controls[Math.min(pending.current, controls.length - 1)] ?? fallback.current;
    pending.current = null;
    target?.focus();
  });
  return (index) => {
    pending.current = index;
  };
}
