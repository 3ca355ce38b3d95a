import type { ReactNode } from 'react';
import { PreviewToggle } from './preview-toggle';
import { useWideScreen } from './use-wide-screen';

const COLUMNS = {
  /** A panel of its own beside a wide screen (template choice, downloads, the page). */
  panel: 'grid-cols-[minmax(0,1fr)_24rem] xl:grid-cols-[minmax(0,1fr)_27rem]',
  /** The page alone, as large as the form allows. */
  page: 'grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:grid-cols-[minmax(0,1fr)_32rem]',
} as const;

type Props = {
  /** What the side shows: the page, alone or in a panel. */
  side: ReactNode;
  /** The side's name for screen readers ("Preview"). */
  label: string;
  size?: keyof typeof COLUMNS;
  /** What stands for the side below 1024 px; a "Preview" toggle above the form unless given. */
  narrow?: ReactNode;
  children: ReactNode;
};

/**
 * A form with its page beside it from 1024 px: sticky, so it stays in view while the person
 * scrolls the form, and scrolling on its own. Below, the page is one tap away (`narrow`).
 */
export function BesideTheForm({ side, label, size = 'page', narrow, children }: Props) {
  const wide = useWideScreen();
  // The form keeps its place in the tree in both layouts: crossing the breakpoint (a window
  // resized, a tablet turned) must not remount it and lose what is open in it.
  return (
    <div className={wide ? `grid items-start gap-8 ${COLUMNS[size]}` : undefined}>
      {!wide && narrow === undefined ? <PreviewToggle label={label}>{side}</PreviewToggle> : null}
      <div className="min-w-0">{children}</div>
      {wide ? (
        <aside
          aria-label={label}
          className="sticky top-18 max-h-[calc(100dvh-5.5rem)] overflow-y-auto rounded-2xl border border-slate-200 bg-slate-100 p-4"
        >
          {side}
        </aside>
      ) : (
        (narrow ?? null)
      )}
    </div>
  );
}
