import { Eye, EyeOff } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Below the wide layout, the page behind a "Preview" button above the form: shown on demand, and
 * not drawn at all while hidden, so typing on a phone pays nothing for it.
 */
export function PreviewToggle({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const region = useId();
  return (
    <div className="mb-6">
      <Button variant="secondary" aria-expanded={open} aria-controls={region} onClick={() => setOpen(!open)}>
        {open ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        Preview
      </Button>
      <section
        id={region}
        aria-label={label}
        hidden={!open}
        className="mt-3 rounded-2xl border border-slate-200 bg-slate-100 p-3"
      >
        {open && children}
      </section>
    </div>
  );
}
