/**
 * Brings the editor's input for a ResumeData path into view and focuses it. A finding may point
 * at a whole list (`experience`) or at an entry that no longer exists, so the closest enclosing
 * path that is on the page is used.
 */
export function focusField(root: ParentNode, path: string): boolean {
  const parts = path.split('.');
  for (let length = parts.length; length > 0; length--) {
    const candidate = parts.slice(0, length).join('.');
    const element = root.querySelector<HTMLElement>(`[data-field="${CSS.escape(candidate)}"]`);
    if (!element) continue;
    element.scrollIntoView({ block: 'center', behavior: 'smooth' });
    const input = element.matches('input, textarea, select')
      ? element
      : element.querySelector<HTMLElement>('input, textarea, select, button');
    input?.focus({ preventScroll: true });
    element.classList.add('field-flash');
    setTimeout(() => element.classList.remove('field-flash'), 1600);
    return true;
  }
  return false;
}
