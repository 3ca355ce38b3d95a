import { entryLimitMessage, RESUME_LIMITS } from '@resume/core';
import { Plus } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '@/components/ui/button';

type Props = {
  /** Which list of the resume this adds to: its limit and what the note calls its items. */
  list: keyof typeof RESUME_LIMITS.entries;
  count: number;
  onAdd(): void;
  children: ReactNode;
  variant?: 'secondary' | 'ghost';
  size?: 'sm';
  className?: string;
};

/**
 * "Add a position" and the like: once the list holds as many items as a resume may (the limit the
 * server enforces on save), the button is off and says why, instead of letting a save fail.
 */
export function AddEntryButton({
  list,
  count,
  onAdd,
  children,
  variant = 'secondary',
  size,
  className,
}: Props) {
  const full = count >= RESUME_LIMITS.entries[list];
  const noteId = useId();
  return (
    <div className={className}>
      <Button
        variant={variant}
        size={size}
        onClick={onAdd}
        disabled={full}
        aria-describedby={full ? noteId : undefined}
      >
        <Plus className="size-4" aria-hidden /> {children}
      </Button>
      {full && (
        <p id={noteId} className="mt-1 text-sm text-slate-600">
          {entryLimitMessage(list)}.
        </p>
      )}
    </div>
  );
}
