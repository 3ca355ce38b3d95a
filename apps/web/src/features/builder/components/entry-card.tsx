import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  /** The entry's ResumeData path (`experience.0`), so a finding can point at it. */
  field: string;
  index: number;
  count: number;
  onMove(to: number): void;
  onRemove(): void;
  children: ReactNode;
};

/** One repeatable entry (a job, a school) with keyboard-reachable reorder and remove controls. */
export function EntryCard({ title, field, index, count, onMove, onRemove, children }: Props) {
  const iconButton =
    'inline-flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 disabled:opacity-30';
  return (
    <fieldset
      data-field={field}
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-xs md:p-5"
    >
      <div className="mb-4 flex items-center justify-between gap-2">
        <legend className="truncate font-medium text-slate-900">{title}</legend>
        <div className="flex shrink-0 items-center gap-1">
          <button
            type="button"
            className={iconButton}
            aria-label={`Move ${title} up`}
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            <ArrowUp className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label={`Move ${title} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            <ArrowDown className="size-4" aria-hidden />
          </button>
          <button
            type="button"
            className={`${iconButton} hover:text-red-700`}
            aria-label={`Remove ${title}`}
            onClick={onRemove}
          >
            <Trash2 className="size-4" aria-hidden />
          </button>
        </div>
      </div>
      {children}
    </fieldset>
  );
}
