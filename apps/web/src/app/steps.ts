/** The four steps of the product, in order (docs/product.md#steps). */
export const STEPS = [
  { id: 'create', label: 'Create', path: '/start' },
  { id: 'builder', label: 'Builder', path: '/builder' },
  { id: 'analyze', label: 'Analyze', path: '/refine' },
  { id: 'export', label: 'Export', path: '/export' },
] as const;

export type Step = (typeof STEPS)[number];

/** The step shown for a path, or -1 when the page is not one of the steps. */
export function stepIndex(pathname: string): number {
  return STEPS.findIndex((s) => pathname === s.path || pathname.startsWith(`${s.path}/`));
}
