import { entryLimitMessage, RESUME_LIMITS } from '@resume/core';
import { Plus } from 'lucide-react';
import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { controlOf } from '../focus-field';

type Props = {
  /** Which list of the resume this adds to: its limit and what the note calls its items. */
  list: keyof typeof RESUME_LIMITS.entries;
  count: number;
  onAdd(): void;
  /**
   * The `data-field` of the entry this adds ("experience.2"): its first field takes the focus once
   * it is drawn, so a keyboard user types into it instead of pressing the button again.
   */
  entryField?: string;
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
  entryField,
}: Props) {
  const full = count >= RESUME_LIMITS.entries[list];
  const noteId = useId();
  const focusNext = useFocusNewEntry();
  return (
    <div className={className}>
      <Button
        variant={variant}
        size={size}
        onClick={() => {
          onAdd();
          if (entryField) focusNext(entryField);
        }}
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

/**
 * Focus for an entry about to be drawn: after the render that adds it (in the same task, so what
 * is typed next lands in it), its first input, text area or list box.
 */
function useFocusNewEntry(): (field: string) => void {
  const pending = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (pending.current === null) return;
    const entry = document.querySelector(`[data-field="${CSS.escape(pending.current)}"]`);
    const control = entry && controlOf(entry);
    if (!control) return; // not drawn yet: the next render tries again
    pending.current = null;
    control.focus();
  });
  return (field) => {
    pending.current = field;
  };
}
