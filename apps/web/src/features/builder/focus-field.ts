import { type RefObject, useEffect } from 'react';

const FIELD_CONTROLS = 'input, textarea, select';

/** The element if it is a field's control, or the first control inside it. */
export function controlOf(element: Element, controls = FIELD_CONTROLS): HTMLElement | null {
  return element.matches(controls) ? (element as HTMLElement) : element.querySelector<HTMLElement>(controls);
}

/**
 * Brings the input for a ResumeData path into view and focuses it. A finding or an import check
 * may point at a whole list (`experience`) or at an entry that no longer exists, so the closest
 * enclosing path that is on the page is used.
 */
export function focusField(root: ParentNode, path: string): boolean {
  const parts = path.split('.');
  for (let length = parts.length; length > 0; length--) {
    const candidate = parts.slice(0, length).join('.');
    const element = root.querySelector<HTMLElement>(`[data-field="${CSS.escape(candidate)}"]`);
    if (!element) continue;
    element.scrollIntoView({ block: 'center', behavior: 'smooth' });
    controlOf(element, `${FIELD_CONTROLS}, button`)?.focus({ preventScroll: true });
    element.classList.add('field-flash');
    setTimeout(() => element.classList.remove('field-flash'), 1600);
    return true;
  }
  return false;
}

/**
 * Focuses `field` inside `root` once the page has drawn it, then calls `onFocused` (which clears
 * the request, so going back to the same field later focuses it again).
 */
export function useFieldFocus(
  root: RefObject<HTMLElement | null>,
  field: string | null,
  onFocused: () => void,
): void {
  useEffect(() => {
    if (!field || !root.current) return;
    const frame = requestAnimationFrame(() => {
      if (root.current) focusField(root.current, field);
      onFocused();
    });
    return () => cancelAnimationFrame(frame);
  }, [root, field, onFocused]);
}
